import { PATHS } from './paths.ts';

/**
 * The pages of the staff area, under PATHS.staff. Kept apart from PATHS so that no public page's
 * first load carries them: only the staff area, loaded on its own, declares and links them.
 */
export const STAFF_PATHS = {
  bookings: PATHS.staff,
  booking: `${PATHS.staff}/bookings/:bookingId`,
  runSheet: `${PATHS.staff}/run-sheet`,
  capacity: `${PATHS.staff}/capacity`,
  catalogue: `${PATHS.staff}/catalogue`,
  inbox: `${PATHS.staff}/inbox`,
  audit: `${PATHS.staff}/audit`,
  reviews: `${PATHS.staff}/reviews`,
  mail: `${PATHS.staff}/mail`,
  customer: `${PATHS.staff}/customers/:userId`,
  vouchers: `${PATHS.staff}/vouchers`,

  closures: `${PATHS.staff}/closures`,
  closure: `${PATHS.staff}/closures/:closureId`,
  offers: `${PATHS.staff}/offers`,
} as const;

/** A booking in the staff area, e.g. `/admin/bookings/abc123`. */
export const staffBookingPath = (bookingId: string) =>
  STAFF_PATHS.booking.replace(':bookingId', encodeURIComponent(bookingId));

/** A customer in the staff area: their bookings and messages, e.g. `/admin/customers/u123`. */
export const staffCustomerPath = (userId: string) =>
  STAFF_PATHS.customer.replace(':userId', encodeURIComponent(userId));

/** A closure in the staff area: its nights and every booking it reached. */
export const staffClosurePath = (closureId: string) =>
  STAFF_PATHS.closure.replace(':closureId', encodeURIComponent(closureId));
