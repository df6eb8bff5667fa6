import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@camping/domain/booking/booking';
import type { CallableRequest } from '@camping/domain/callables';
import { queryKeys } from '#app/shared/query-keys.ts';
import { cancelBooking, previewCancellation, quoteBooking } from './booking-calls.ts';

/** The message of spec section 8 when My Bookings cannot be read. */
export const USER_BOOKINGS_ERROR = 'Failed to fetch user bookings';

const byArrivalLatestFirst = (a: Booking, b: Booking) => b.arrival.localeCompare(a.arrival);

/**
 * The signed-in person's own bookings, latest stay first. Read again whenever the tab is shown again
 * (unlike the other reads, spec section 9): another tab, the payment page or our team may have
 * changed them meanwhile, and a stale "Cancel booking" would only be refused.
 */
export function userBookingsQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserBookings(uid),
    queryFn: async () => (await import('./bookings-firestore.ts')).fetchUserBookings(uid),
    select: (bookings: Booking[]) => [...bookings].sort(byArrivalLatestFirst),
    refetchOnWindowFocus: 'always',
  });
}

/** The server's price of a choice (`quoteBooking`), or why its dates cannot be booked. */
export function quoteQuery(request: CallableRequest<'quoteBooking'>) {
  return queryOptions({
    queryKey: queryKeys.quoteBooking(request),
    queryFn: () => quoteBooking(request),
  });
}

/** What cancelling a booking now would refund; always asked afresh, as the tiers count days. */
export function cancellationPreviewQuery(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.previewCancellation(bookingId),
    queryFn: () => previewCancellation(bookingId),
    staleTime: 0,
  });
}

/**
 * Releases the hold of a payment the customer cancelled on the payment page. A read of the query
 * cache, so it happens once per booking however often the page mounts. The server refuses bookings
 * that were paid after all, which leaves nothing to do: the outcome is the same either way.
 */
export function releaseCancelledPaymentQuery(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.releaseCancelledPayment(bookingId),
    queryFn: () =>
      cancelBooking(bookingId).then(
        () => 'released' as const,
        () => 'left-alone' as const,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
