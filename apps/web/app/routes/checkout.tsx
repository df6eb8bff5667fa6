import { pageTitle } from '@camping/domain/site/page-title';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta.tsx';
import { primaryButton, textLink } from '../components/styles.ts';

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
          <Link to="/locations" className={primaryButton}>
            Browse campgrounds
          </Link>
          <Link to="/pricing" className={textLink}>
            See packages and prices
          </Link>
          <Link to="/contact" className={textLink}>
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
