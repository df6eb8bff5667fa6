import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Location } from '@camping/domain/catalogue/location';
import { pageTitle } from '@camping/domain/site/page-title';
import { checkoutPath, locationPath } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { CheckIcon } from '@camping/ui/icons';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { CampgroundReviewsSection } from '#app/features/reviews/index.ts';
import { NotFound, useServedAsNotFound } from '#app/features/site/index.ts';
import { ArtPicture } from '#app/shared/art-picture.tsx';
import { ART, campgroundArtName } from '#app/shared/art.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { container, lightButton } from '#app/shared/styles.ts';
import { formatDriveTime } from './drive-time.ts';
import { LocationMap } from './location-map.tsx';
import { locationQuery } from './locations-queries.ts';

// Below the fold, a part of its own that React hydrates once its code arrives, right after the rest
// (ADR 0005): the packages' cards and free nights stay out of the page's first load.
const LocationPackages = lazy(() => import('./location-packages.tsx'));

/** The campground's painting: the first thing in view, so it is fetched first. */
function CampgroundPicture({ location }: { location: Location }) {
  const art = campgroundArtName(location.image.src);
  const className = 'aspect-video w-full rounded-card bg-forest-100 object-cover shadow-card';
  return art ? (
    <ArtPicture
      kind={ART.campground}
      name={art}
      alt={location.image.alt}
      sizes="(min-width: 1152px) 629px, (min-width: 1024px) 56vw, 92vw"
      priority
      className={className}
    />
  ) : (
    <img src={location.image.src} alt={location.image.alt} className={className} />
  );
}

export default function LocationPage() {
  // No id is no slug, which the read answers like an unknown one: with null.
  const { locationId = '' } = useParams();
  const campground = useQuery(locationQuery(locationId));
  // Hosting answered this address with the not-found page (status 404): no campground by this id was
  // in the catalogue at build time. One added since then replaces it once read.
  const servedAsNotFound = useServedAsNotFound();
  // Unknown, or removed from the catalogue since the page was pre-rendered.
  if (campground.data === null || (campground.isPending && servedAsNotFound)) return <NotFound />;
  if (!campground.data) {
    return (
      <main className={`${container} py-12`}>
        <QueryPending
          queries={[campground]}
          loading="Loading the campground…"
          error="We could not load this campground."
        />
      </main>
    );
  }
  const location = campground.data;
  const bookingLink = checkoutPath({ locationId: location.id });

  return (
    <main>
      <PageMeta
        title={pageTitle(location.name)}
        description={`${location.summary} ${formatDriveTime(location.driveMinutes)} from Sydney. We set up your tent, beds and kitchen before you arrive.`}
        path={locationPath(location.id)}
      />
      <PageTitleBanner title={location.name}>
        {location.region} · {formatDriveTime(location.driveMinutes)} from Sydney
      </PageTitleBanner>

      <div className={`${container} grid gap-10 py-12 lg:grid-cols-[3fr_2fr]`}>
        <div className="space-y-5">
          <CampgroundPicture location={location} />
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
                  <CheckIcon className="size-5 shrink-0 text-forest-700" />
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
        <Suspense fallback={<p role="status">Loading packages…</p>}>
          <LocationPackages location={location} />
        </Suspense>
      </PageSection>

      <CampgroundReviewsSection locationId={location.id} />

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
