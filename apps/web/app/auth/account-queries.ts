import { cacheKeys } from '@camping/domain/cache-keys';
import type { Booking } from '@camping/domain/booking/booking';
import { queryOptions } from '@tanstack/react-query';
import { PROFILE_KEY } from './personal-data-keys.ts';

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

export function userProfileQuery(uid: string) {
  return queryOptions({
    queryKey: [PROFILE_KEY, uid] as const,
    queryFn: async () => (await loadAccountData()).fetchProfile(uid),
  });
}
