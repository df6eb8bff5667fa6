import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import {
  LocationGrid,
  PackageGrid,
  locationsQuery,
  packagesQuery,
} from '#app/features/catalogue/index.ts';
import { PageSection } from '#app/shared/page-section.tsx';
import { WithQueries } from '#app/shared/query-client/query-client-source.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { textLink } from '#app/shared/styles.ts';

/** The home page's packages and campgrounds, as the catalogue has them now. */
function Catalogue() {
  const packages = useQuery(packagesQuery);
  const locations = useQuery(locationsQuery);
  return (
    <>
      <PageSection
        id="packages"
        title="Packages"
        intro={
          <p>
            Every package includes delivery, set-up and pack-down by our crew. Prices include GST;
            delivery depends on the drive.{' '}
            <Link to={PATHS.pricing} className={textLink}>
              See full pricing
            </Link>
            .
          </p>
        }
      >
        {packages.data ? (
          <PackageGrid packages={packages.data} />
        ) : (
          <QueryPending
            queries={[packages]}
            loading="Loading packages…"
            error="We could not load the packages."
          />
        )}
      </PageSection>

      <PageSection
        id="campgrounds"
        title="Campgrounds"
        tone="tinted"
        intro={<p>Hand-picked campgrounds, all within two hours’ drive of Sydney city centre.</p>}
      >
        <LocationGrid locations={locations} />
      </PageSection>
    </>
  );
}

export default function HomeCatalogue() {
  return (
    <WithQueries>
      <Catalogue />
    </WithQueries>
  );
}
