import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { stayAskedIn } from '@camping/domain/site/stay-links';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useHydrated } from '@camping/ui/use-hydrated';
import { StaySearchForm, StaySearchResults } from '#app/features/search/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { textLink } from '#app/shared/styles.ts';
import { LocationGrid } from './location-grid.tsx';
import { locationsQuery } from './locations-queries.ts';

export default function LocationsPage() {
  const locations = useQuery(locationsQuery);
  // The page is pre-rendered without a search: the address's stay is read once it has hydrated.
  const [params] = useSearchParams();
  const stay = useHydrated() ? stayAskedIn(params) : null;

  return (
    <main>
      <PageMeta
        title={pageTitle('Locations')}
        description="Campgrounds within two hours of Sydney where we set up your camp: beaches on the Central Coast and Illawarra, the Royal and Blue Mountains national parks, the Hawkesbury and more."
        path={PATHS.locations}
      />
      <PageTitleBanner title="Locations">
        Beach, river or bush: every campground is within two hours’ drive of Sydney city centre, and
        we set up at all of them.
      </PageTitleBanner>
      <PageSection
        id="search"
        title="Find a stay by dates"
        intro={<p>Every campground and package free for your whole stay, with its price.</p>}
      >
        <div className="max-w-3xl">
          {/* A new address (back, forward, a suggestion) starts the form from its stay. */}
          <StaySearchForm key={stay ? params.toString() : ''} initial={stay} />
        </div>
        {stay && (
          <Suspense fallback={<p role="status">Loading the search…</p>}>
            <StaySearchResults stay={stay} />
          </Suspense>
        )}
      </PageSection>
      <PageSection
        id="campgrounds"
        title="Our campgrounds"
        intro={
          <p>
            Nearest first. Choose a campground to see its facilities, packages, prices and free
            nights.
          </p>
        }
      >
        <LocationGrid locations={locations} firstInView />
      </PageSection>
      <PageSection id="suggest" title="Have a favourite spot?" tone="tinted">
        <p className="max-w-3xl text-stone-700">
          We add campgrounds every season. If there is one within two hours of Sydney you would love
          us to set up at,{' '}
          <Link to={PATHS.contact} className={textLink}>
            tell us about it
          </Link>
          .
        </p>
      </PageSection>
    </main>
  );
}
