import { LOCATIONS } from '@camping/catalogue/locations';
import { pageTitle } from '@camping/domain/page-title';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LocationGrid } from '../components/location-grid.tsx';
import { PageSection } from '../components/page-section.tsx';
import { textLink } from '../components/styles.ts';
import { pageMeta } from '../content/seo.ts';
import { locationsQuery } from '../queries/locations.ts';
import { fromPrerender } from '../queries/prerendered.ts';
import type { Route } from './+types/locations';

/** Runs when the page is pre-rendered; Firestore's campgrounds replace these after hydration. */
export function loader() {
  return { locations: LOCATIONS };
}

export function meta() {
  return pageMeta({
    title: pageTitle('Locations'),
    description:
      'Campgrounds within two hours of Sydney where we set up your camp: beaches on the Central Coast and Illawarra, the Royal and Blue Mountains national parks, the Hawkesbury and more.',
    path: '/locations',
  });
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const locations = useQuery({
    ...locationsQuery,
    ...fromPrerender(loaderData.locations),
  });

  return (
    <main>
      <PageTitleBanner title="Locations">
        Beach, river or bush: every campground is within two hours’ drive of Sydney city centre, and
        we set up at all of them.
      </PageTitleBanner>
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
        <LocationGrid locations={locations} />
      </PageSection>
      <PageSection id="suggest" title="Have a favourite spot?" tone="tinted">
        <p className="max-w-3xl text-stone-700">
          We add campgrounds every season. If there is one within two hours of Sydney you would love
          us to set up at,{' '}
          <Link to="/contact" className={textLink}>
            tell us about it
          </Link>
          .
        </p>
      </PageSection>
    </main>
  );
}
