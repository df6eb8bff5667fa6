import type { Booking } from '@camping/domain/booking/booking';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

/** The message of spec section 8 when My Bookings cannot be read. */
export const USER_BOOKINGS_ERROR = 'Failed to fetch user bookings';

const byArrivalLatestFirst = (a: Booking, b: Booking) => b.arrival.localeCompare(a.arrival);

/** The signed-in person's own bookings, latest stay first. */
export function userBookingsQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserBookings(uid),
    queryFn: async () => (await import('./bookings-firestore.ts')).fetchUserBookings(uid),
    select: (bookings: Booking[]) => [...bookings].sort(byArrivalLatestFirst),
  });
}
