import { cacheKeys } from '@camping/domain/cache-keys';
import type { Location } from '@camping/domain/catalogue/location';
import { queryOptions } from '@tanstack/react-query';

const nearestFirst = (a: Location, b: Location) =>
  a.driveMinutes - b.driveMinutes || a.name.localeCompare(b.name);

/** Every campground, nearest to Sydney first. */
export const locationsQuery = queryOptions({
  queryKey: cacheKeys.getLocations(),
  queryFn: async () => (await import('../firebase/catalogue.ts')).fetchLocations(),
  select: (locations: Location[]) => [...locations].sort(nearestFirst),
});

/** One campground, or null when there is no campground with that id. */
export function locationQuery(locationId: string) {
  return queryOptions({
    queryKey: cacheKeys.getLocationById(locationId),
    queryFn: async () => (await import('../firebase/catalogue.ts')).fetchLocation(locationId),
  });
}
