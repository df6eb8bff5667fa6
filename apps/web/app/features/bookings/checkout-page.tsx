import { pageTitle } from '@camping/domain/site/page-title';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { checkoutChoiceOf, locationPath, PATHS, type CheckoutChoice } from '@camping/ui/paths';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { locationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { card, textLink } from '#app/shared/styles.ts';

/** The campground (and package) the visitor chose before starting to book, once it has been read. */
function useChosen({ locationId = '', packageId }: CheckoutChoice) {
  const campground = useQuery({ ...locationQuery(locationId), enabled: locationId !== '' });
  const packages = useQuery({ ...packagesQuery, enabled: packageId !== undefined });
  if (!campground.data) return null;
  const campingPackage = packages.data?.find((offered) => offered.id === packageId);
  return { campground: campground.data, campingPackage };
}

// The booking flow itself comes with the booking engine; this page is already behind the
// signed-in-only guard, so a guest who starts booking logs in first and comes back here, with the
// choice still in the address (checkoutPath).
export default function Checkout() {
  const [searchParams] = useSearchParams();
  const chosen = useChosen(checkoutChoiceOf(searchParams));

  return (
    <main>
      <PageMeta title={pageTitle('Checkout')} />
      <PageTitleBanner title="Checkout" />
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        {chosen && (
          <section aria-labelledby="choice-heading" className={`${card} p-5`}>
            <h2 id="choice-heading" className="text-xl font-bold text-forest-900">
              Your choice
            </h2>
            <p className="mt-1">
              {chosen.campground.name}
              {chosen.campingPackage && `, with the ${chosen.campingPackage.name} package`}
            </p>
          </section>
        )}
        <p>
          {chosen
            ? 'Online booking is nearly ready. Until then, contact us with your choice and we will help you book.'
            : 'Online booking is nearly ready. Until then, choose a campground and a package and we will help you book.'}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          {chosen ? (
            <Link to={locationPath(chosen.campground.id)} className={primaryButton}>
              Back to {chosen.campground.name}
            </Link>
          ) : (
            <Link to={PATHS.locations} className={primaryButton}>
              Browse campgrounds
            </Link>
          )}
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
