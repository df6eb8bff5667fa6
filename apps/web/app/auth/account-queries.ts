import { cacheKeys, type CacheKeyName } from '@camping/domain/cache-keys';
import type { Booking } from '@camping/domain/schemas/booking';
import { queryOptions } from '@tanstack/react-query';

/** The message of spec section 8 when My Bookings cannot be read. */
export const USER_BOOKINGS_ERROR = 'Failed to fetch user bookings';

const loadAccountData = () => import('./account-data.ts');

const byArrivalLatestFirst = (a: Booking, b: Booking) => b.arrival.localeCompare(a.arrival);

export function userBookingsQuery(uid: string) {
  return queryOptions({
    queryKey: cacheKeys.getUserBookings(uid),
    queryFn: async () => (await loadAccountData()).fetchUserBookings(uid),
    select: (bookings: Booking[]) => [...bookings].sort(byArrivalLatestFirst),
  });
}

/** Not one of the cache keys of spec section 7; kept with the query that uses it. */
const PROFILE_KEY = 'getUserProfile';

export function userProfileQuery(uid: string) {
  return queryOptions({
    queryKey: [PROFILE_KEY, uid] as const,
    queryFn: async () => (await loadAccountData()).fetchProfile(uid),
  });
}

/** Every cached query holding one person's own data: dropped when they log out. */
export const PERSONAL_QUERY_FAMILIES: readonly string[] = [
  'getUserBookings' satisfies CacheKeyName,
  PROFILE_KEY,
];
