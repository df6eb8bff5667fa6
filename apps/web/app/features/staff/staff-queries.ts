import { queryOptions } from '@tanstack/react-query';
import type { CallableRequest } from '@camping/domain/callables';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { runSheetLastDay } from '@camping/domain/staff/run-sheet';
import type { BookingCursor, BookingFilters } from './bookings/booking-filters.ts';
import { quoteDateChange } from './staff-calls.ts';
import { staffQueryKeys } from './staff-query-keys.ts';

// The staff area's reads. Other staff change the same bookings, so they are never taken as fresh:
// each is read again when its page shows and when the tab comes back into view.
const ALWAYS_AGAIN = { staleTime: 0, refetchOnWindowFocus: true } as const;

const firestore = () => import('./staff-firestore.ts');

/** Bookings a page at a time. */
export const BOOKINGS_PAGE_SIZE = 20;

/** One page of the filtered bookings: the first, or the one after a cursor. */
export function bookingsQuery(filters: BookingFilters, after: BookingCursor | null) {
  return queryOptions({
    queryKey: staffQueryKeys.staffBookings(filters, after),
    queryFn: async () => (await firestore()).fetchBookingsPage(filters, after, BOOKINGS_PAGE_SIZE),
    ...ALWAYS_AGAIN,
  });
}

export function monthBookingsQuery(
  month: string,
  filters: Pick<BookingFilters, 'status' | 'locationId'>,
) {
  return queryOptions({
    queryKey: staffQueryKeys.staffMonthBookings(month, filters),
    queryFn: async () => (await firestore()).fetchMonthBookings(month, filters),
    ...ALWAYS_AGAIN,
  });
}

export function bookingQuery(bookingId: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffBooking(bookingId),
    queryFn: async () => (await firestore()).fetchBooking(bookingId),
    ...ALWAYS_AGAIN,
  });
}

export function bookingPaymentsQuery(bookingId: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffBookingPayments(bookingId),
    queryFn: async () => (await firestore()).fetchBookingPayments(bookingId),
    ...ALWAYS_AGAIN,
  });
}

/** A person's `users/{uid}` profile: a booking's customer, or a staff member in its history. */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffProfile(userId),
    queryFn: async () => (await firestore()).fetchProfile(userId),
  });
}

export function runSheetQuery(from: IsoDate) {
  return queryOptions({
    queryKey: staffQueryKeys.staffRunSheet(from),
    queryFn: async () => (await firestore()).fetchRunSheet(from, runSheetLastDay(from)),
    ...ALWAYS_AGAIN,
  });
}

/** The server's quote of staff's change of dates; asked afresh each time, as the booking may change. */
export function dateChangeQuoteQuery(request: CallableRequest<'staffQuoteDateChange'>) {
  return queryOptions({
    queryKey: staffQueryKeys.staffQuoteDateChange(request),
    queryFn: () => quoteDateChange(request),
    staleTime: 0,
  });
}

/** Whether a cached query is the staff area's: dropped when its user is no longer staff. */
export const isStaffQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith('staff');
