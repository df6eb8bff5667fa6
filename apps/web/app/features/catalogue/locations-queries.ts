import { queryOptions } from '@tanstack/react-query';
import type { Location } from '@camping/domain/catalogue/location';
import { queryKeys } from '#app/shared/query-keys.ts';

// The campgrounds, read from Firestore (Firestore Lite, loaded with the first read). Apart from the
// rest of the catalogue (catalogue-queries.ts), which the Locations page does not need.
const loadCatalogue = () => import('./catalogue-firestore.ts');

const nearestFirst = (a: Location, b: Location) =>
  a.driveMinutes - b.driveMinutes || a.name.localeCompare(b.name);

// Archived campgrounds stay in Firestore (bookings made there keep their campground), but leave every
// public list and the checkout. Here rather than in a module of its own: no chunk more to load.
const listed = (location: Location) => location.archived !== true;

const readLocations = {
  queryKey: queryKeys.getLocations(),
  queryFn: async () => (await loadCatalogue()).fetchLocations(),
};

/** Every campground the public can book, nearest to Sydney first. */
export const locationsQuery = queryOptions({
  ...readLocations,
  select: (locations: Location[]) => locations.filter(listed).sort(nearestFirst),
});

/**
 * Every campground, archived ones included: what an existing booking names. The same read (and
 * cache) as locationsQuery.
 */
export const everyLocationQuery = queryOptions({
  ...readLocations,
  select: (locations: Location[]) => [...locations].sort(nearestFirst),
});

/** One campground the public can book, or null when there is none with that id (or it is archived). */
export function locationQuery(locationId: string) {
  return queryOptions({
    queryKey: queryKeys.getLocationById(locationId),
    queryFn: async () => (await loadCatalogue()).fetchLocation(locationId),
    select: (location: Location | null) => (location && listed(location) ? location : null),
  });
}
