import { pageTitle } from '@camping/domain/site/page-title';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { PATHS } from '@camping/domain/site/paths';
import { Link } from 'react-router';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';

// The booking flow itself comes with the checkout issue; this page is already behind the
// signed-in-only guard, so a guest who starts booking logs in first and comes back here.
export default function Checkout() {
  return (
    <main>
      <PageMeta title={pageTitle('Checkout')} />
      <PageTitleBanner title="Checkout" />
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        <p>
          Online booking is nearly ready. Until then, choose a campground and a package and we will
          help you book.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link to={PATHS.locations} className={primaryButton}>
            Browse campgrounds
          </Link>
          <Link to={PATHS.pricing} className={textLink}>
            See packages and prices
          </Link>
          <Link to={PATHS.contact} className={textLink}>
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
