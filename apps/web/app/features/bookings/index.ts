// What other features (the staff area, reviews) use of bookings: how a booking, its stay and its price are
// shown.
export { useCatalogueNames } from './booking-details.tsx';
export { statusBadge } from './booking-status.ts';
export { USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';
export { QuoteSummary } from './quote-summary.tsx';
export { describeStay, formatStayDate } from './stay-format.ts';
