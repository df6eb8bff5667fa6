import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { pageTitle } from '@camping/domain/page-title';
import { deliveryFeeCents, formatAud } from '@camping/domain/pricing';
import type { CampingPackage } from '@camping/domain/schemas/camping-package';
import type { Location } from '@camping/domain/schemas/location';
import type { PricingSettings } from '@camping/domain/schemas/pricing-settings';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useQuery } from '@tanstack/react-query';
import { Link, data } from 'react-router';
import { AvailabilityTeaser } from '../components/availability-teaser.tsx';
import { LocationMap } from '../components/location-map.tsx';
import { PackageCard } from '../components/package-card.tsx';
import { PageSection } from '../components/page-section.tsx';
import { QueryError } from '../components/query-error.tsx';
import { card, container, lightButton, primaryButton, textLink } from '../components/styles.ts';
import { formatDriveTime } from '../content/format.ts';
import { campgroundJsonLd, pageMeta } from '../content/seo.ts';
import { locationPath } from '../content/site.ts';
import { packagesQuery, pricingSettingsQuery } from '../queries/catalogue.ts';
import { locationQuery } from '../queries/locations.ts';
import { fromPrerender } from '../queries/prerendered.ts';
import type { Route } from './+types/location';
import NotFound from './not-found.tsx';

interface LocationPageData {
  location: Location;
  /** Pre-rendered pages carry the catalogue they were built with; otherwise the queries fetch it. */
  packages?: CampingPackage[];
  pricingSettings?: PricingSettings;
  /** When the campground was read: 0 at build time, so the page reads it again once hydrated. */
  fetchedAt: number;
}

const notFound = () => data(null, { status: 404 });

/** Runs when the page is pre-rendered: one page per campground of the catalogue. */
export function loader({ params }: Route.LoaderArgs): LocationPageData {
  const location = LOCATIONS.find((candidate) => candidate.id === params.locationId);
  if (!location) throw notFound();
  return { location, packages: CAMPING_PACKAGES, pricingSettings: PRICING_SETTINGS, fetchedAt: 0 };
}

/**
 * Runs in the browser on navigation, and on first load of a campground added after the build (the
 * SPA fallback page): reads the campground from Firestore; an unknown id is the not-found page.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<LocationPageData> {
  const { fetchLocation } = await import('../firebase/catalogue.ts');
  const location = await fetchLocation(params.locationId);
  if (!location) throw notFound();
  return { location, fetchedAt: Date.now() };
}

// An unknown campground has no loader data: the site layout's error page shows the not-found page and
// sets its title.
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { location } = loaderData;
  return [
    ...pageMeta({
      title: pageTitle(location.name),
      description: `${location.summary} ${formatDriveTime(location.driveMinutes)} from Sydney. We set up your tent, beds and kitchen before you arrive.`,
      path: locationPath(location.id),
    }),
    campgroundJsonLd(location),
  ];
}

function DeliveryFee({
  location,
  loaderData,
}: {
  location: Location;
  loaderData: LocationPageData;
}) {
  const settings = useQuery({
    ...pricingSettingsQuery,
    ...fromPrerender(loaderData.pricingSettings),
  });
  if (!settings.data) {
    return settings.isError ? (
      <QueryError
        message="We could not load the delivery fee."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    ) : (
      <p role="status">Loading the delivery fee…</p>
    );
  }
  const delivery = deliveryFeeCents(location.driveMinutes, settings.data.deliveryTiers);
  return (
    <p className="max-w-3xl text-stone-700">
      Delivery, set-up and pack-down here:{' '}
      <strong className="text-forest-900">
        {delivery === 0 ? 'free' : `${formatAud(delivery)} a stay`}
      </strong>{' '}
      ({formatDriveTime(location.driveMinutes)} from Sydney). Prices include GST.{' '}
      <Link to="/pricing" className={textLink}>
        How we price
      </Link>
    </p>
  );
}

function PackagesHere({
  location,
  loaderData,
}: {
  location: Location;
  loaderData: LocationPageData;
}) {
  const packages = useQuery({ ...packagesQuery, ...fromPrerender(loaderData.packages) });
  if (!packages.data) {
    return packages.isError ? (
      <QueryError
        message="We could not load the packages."
        onRetry={() => void packages.refetch()}
        retrying={packages.isFetching}
      />
    ) : (
      <p role="status">Loading packages…</p>
    );
  }
  const offered = packages.data.filter((campingPackage) =>
    location.packageIds.includes(campingPackage.id),
  );
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {offered.map((campingPackage) => (
          <li key={campingPackage.id} className="flex">
            <PackageCard campingPackage={campingPackage}>
              <Link
                to={`/about-us/equipment#${campingPackage.id}`}
                className={`${textLink} mt-2 self-start`}
              >
                What’s included<span className="sr-only"> in {campingPackage.name}</span>
              </Link>
            </PackageCard>
          </li>
        ))}
      </ul>
      <div className="mt-12">
        <h3 className="mb-4 text-xl font-bold text-forest-900">Free nights</h3>
        <AvailabilityTeaser locationId={location.id} packages={offered} />
      </div>
    </>
  );
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const live = useQuery({
    ...locationQuery(loaderData.location.id),
    initialData: loaderData.location,
    initialDataUpdatedAt: loaderData.fetchedAt,
  });
  // Removed from the catalogue since the page was built.
  if (!live.data) {
    return (
      <>
        <title>Page not found</title>
        <NotFound />
      </>
    );
  }
  const location = live.data;
  const bookingLink = `/checkout?${new URLSearchParams({ location: location.id })}`;

  return (
    <main>
      <PageTitleBanner title={location.name}>
        {location.region} · {formatDriveTime(location.driveMinutes)} from Sydney
      </PageTitleBanner>

      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[3fr_2fr]`}>
        <div className="space-y-5">
          <img
            src={location.image.src}
            alt={location.image.alt}
            width={960}
            height={540}
            className={`${card} aspect-video w-full bg-forest-100 object-cover`}
          />
          <p className="text-xl font-semibold text-forest-900">{location.summary}</p>
          <p className="leading-relaxed text-stone-800">{location.description}</p>
          <Link to={bookingLink} className={primaryButton}>
            Book this campground
          </Link>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="facilities-heading">
            <h2 id="facilities-heading" className="text-xl font-bold text-forest-900">
              Facilities
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {location.facilities.map((facility) => (
                <li key={facility} className="flex items-center gap-2">
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-5 shrink-0 fill-forest-700"
                  >
                    <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
                  </svg>
                  {facility}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="map-heading">
            <h2 id="map-heading" className="mb-3 text-xl font-bold text-forest-900">
              Getting there
            </h2>
            <LocationMap location={location} />
          </section>
        </div>
      </div>

      <PageSection id="packages" title="Packages at this campground" tone="tinted">
        <div className="space-y-6">
          <DeliveryFee location={location} loaderData={loaderData} />
          <PackagesHere location={location} loaderData={loaderData} />
        </div>
      </PageSection>

      <section aria-labelledby="book-heading" className="bg-forest-800 text-white">
        <div
          className={`${container} flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between`}
        >
          <h2 id="book-heading" className="text-2xl font-bold">
            Camp at {location.name}
          </h2>
          <Link to={bookingLink} className={lightButton}>
            Book now<span className="sr-only"> at {location.name}</span>
          </Link>
        </div>
      </section>
    </main>
  );
}
