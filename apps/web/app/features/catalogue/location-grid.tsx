import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Location } from '@camping/domain/catalogue/location';
import { fromNightlyRateCents } from '@camping/domain/catalogue/pricing';
import { QueryError } from '#app/shared/query-error.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { CARD_GRID, cardPictureSizes, leadCardSpan } from './balanced-grid.ts';
import { packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
import { LocationCard } from './location-card.tsx';

/**
 * The campgrounds as cards, with their "from" prices once the packages are read. When a later read
 * fails, the error and a retry show above the last good list, so a failure never empties a page
 * that had campgrounds.
 */
export function LocationGrid({
  locations,
  firstInView = false,
}: {
  locations: UseQueryResult<Location[]>;
  /** The grid opens the page: its first picture is in view at once, so it is fetched first. */
  firstInView?: boolean;
}) {
  const packages = useQuery(packagesQuery);
  const settings = useQuery(pricingSettingsQuery);
  if (!locations.data) {
    return (
      <QueryPending
        queries={[locations]}
        loading="Loading campgrounds…"
        error="We could not load the campgrounds."
      />
    );
  }
  const count = locations.data.length;
  return (
    <>
      {locations.isError && (
        <div className="mb-6">
          <QueryError
            message="We could not load the latest campgrounds."
            onRetry={() => void locations.refetch()}
            retrying={locations.isFetching}
          />
        </div>
      )}
      <ul className={CARD_GRID}>
        {locations.data.map((location, index) => (
          <li
            key={location.id}
            className={`@container flex ${index === 0 ? leadCardSpan(count) : ''}`}
          >
            <LocationCard
              location={location}
              sizes={cardPictureSizes(index, count)}
              priority={firstInView && index === 0}
              fromCents={
                packages.data &&
                fromNightlyRateCents(
                  location.packageIds,
                  packages.data,
                  settings.data?.peakPeriods ?? [],
                )
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
