import type { Location } from '@camping/domain/catalogue/location';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

// The campgrounds, read from Firestore (Firestore Lite, loaded with the first read). Apart from the
// rest of the catalogue (catalogue-queries.ts), which the Locations page does not need.
const loadCatalogue = () => import('./catalogue-firestore.ts');

const nearestFirst = (a: Location, b: Location) =>
  a.driveMinutes - b.driveMinutes || a.name.localeCompare(b.name);

/** Every campground, nearest to Sydney first. */
export const locationsQuery = queryOptions({
  queryKey: queryKeys.getLocations(),
  queryFn: async () => (await loadCatalogue()).fetchLocations(),
  select: (locations: Location[]) => [...locations].sort(nearestFirst),
});

/** One campground, or null when there is no campground with that id. */
export function locationQuery(locationId: string) {
  return queryOptions({
    queryKey: queryKeys.getLocationById(locationId),
    queryFn: async () => (await loadCatalogue()).fetchLocation(locationId),
  });
}
