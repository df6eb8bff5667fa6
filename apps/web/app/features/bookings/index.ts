// What other features (the staff area, reviews, the waitlist) use of bookings: how a booking, its stay
// and its price are shown, the server's quote of a stay (the waitlist checks one), the new stay of a
// change of dates (staff change dates with the customer's parts) and of a closed stay's move (staff
// choose for a customer with the customer's parts).
export { useCatalogueNames } from './booking-details.tsx';
export { statusBadge } from './booking-status.ts';
export { quoteQuery, USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';
export { ClosureMoveSection } from './closure-move-section.tsx';
export { NewStayPrice } from './new-stay-price.tsx';
export { QuoteSummary } from './quote-summary.tsx';
export { ChoiceSection, StaySection } from './stay-choice-sections.tsx';
export { describeStay, formatStayDate } from './stay-format.ts';
export { useClosureMove, type ClosureMoveSetup } from './use-closure-move.ts';
export { useStayChoice, type StayChoiceSetup } from './use-stay-choice.ts';
