import type { Location } from '@camping/domain/catalogue/location';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '#app/shared/query-error.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { LocationCard } from './location-card.tsx';

/**
 * The campgrounds as cards. When a later read fails, the error and a retry show above the last good
 * list, so a failure never empties a page that had campgrounds.
 */
export function LocationGrid({ locations }: { locations: UseQueryResult<Location[]> }) {
  if (!locations.data) {
    return (
      <QueryPending
        queries={[locations]}
        loading="Loading campgrounds…"
        error="We could not load the campgrounds."
      />
    );
  }
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
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.data.map((location) => (
          <li key={location.id} className="flex">
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </>
  );
}
