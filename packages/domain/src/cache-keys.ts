import type { UnavailableDatesRequest } from './availability/unavailable-dates.ts';

/** TanStack Query keys (spec section 7): one place, so reads and invalidations always agree. */
export const cacheKeys = {
  getLocations: () => ['getLocations'] as const,
  getLocationById: (locationId: string) => ['getLocationById', locationId] as const,
  getUserBookings: (userId: string) => ['getUserBookings', userId] as const,
  getUnavailableDates: (request: UnavailableDatesRequest) =>
    [
      'getUnavailableDates',
      request.packageId,
      request.locationId ?? null,
      request.from,
      request.to,
    ] as const,
};

/** The first element of every key: what a whole family of cached queries is invalidated by. */
export type CacheKeyName = keyof typeof cacheKeys;
