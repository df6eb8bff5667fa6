import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { textLink } from '#app/shared/styles.ts';
import { LocationGrid } from './location-grid.tsx';
import { locationsQuery } from './locations-queries.ts';

export default function LocationsPage() {
  const locations = useQuery(locationsQuery);

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
