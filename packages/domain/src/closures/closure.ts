import type { BookingStatus } from '../booking/booking.ts';
import { formatLongDate } from '../booking/capacity.ts';
import { MY_BOOKINGS_PARAMS } from '../booking/date-change.ts';
import { formatAud } from '../catalogue/money.ts';
import { addDays, compareIsoDates, daysBetween, type IsoDate } from '../dates/calendar.ts';
import { PATHS } from '../site/paths.ts';
import { formatVoucherCode } from '../vouchers/voucher.ts';
import {
  CLOSURE_AFFECTED_STATUSES,
  type BookingClosure,
  type ClosureChoice,
} from './booking-closure.ts';

/** Sydney days the customer has to choose after a closure (fewer when the stay is sooner). */
export const CLOSURE_CHOICE_DAYS = 7;
/** A credit is worth this share of what was paid, in percent. */
export const CLOSURE_CREDIT_PERCENT = 110;

/**
 * The last Sydney day the customer may choose: 7 days after the closure, or the day before arrival
 * if that is sooner, and never before the day of the closure itself (a stay that begins tomorrow
 * still has today).
 */
export function closureDeadline(closedOn: IsoDate, arrival: IsoDate): IsoDate {
  const week = addDays(closedOn, CLOSURE_CHOICE_DAYS);
  const dayBefore = addDays(arrival, -1);
  const sooner = compareIsoDates(dayBefore, week) < 0 ? dayBefore : week;
  return compareIsoDates(sooner, closedOn) < 0 ? closedOn : sooner;
}

/** Whether a booking in this status is reached by a closure over its nights. */
export const affectedByClosure = (status: BookingStatus): boolean =>
  (CLOSURE_AFFECTED_STATUSES as readonly BookingStatus[]).includes(status);

/** Whether a stay has a night from `firstNight` to `lastNight` (both included). */
export function hasNightIn(
  stay: { arrival: IsoDate; departure: IsoDate },
  firstNight: IsoDate,
  lastNight: IsoDate,
): boolean {
  return (
    compareIsoDates(stay.arrival, lastNight) <= 0 && compareIsoDates(stay.departure, firstNight) > 0
  );
}

/** The credit for what was paid: 110%, rounded to the cent. */
export const closureCreditCents = (paidCents: number): number =>
  Math.round((paidCents * CLOSURE_CREDIT_PERCENT) / 100);

/** Where a move goes: the chosen campground and arrival, as many nights as the booking has. */
export function movedStay(
  booking: { arrival: IsoDate; departure: IsoDate },
  choice: Extract<ClosureChoice, { kind: 'move' }>,
): { locationId: string; arrival: IsoDate; departure: IsoDate } {
  const nights = daysBetween(booking.arrival, booking.departure);
  const { arrival } = choice;
  return { locationId: choice.locationId, arrival, departure: addDays(arrival, nights) };
}

/** The customer's choice for a closed stay, e.g. `/account/bookings?closure=Xy3...`: a view of My Bookings. */
export const closureChoicePath = (bookingId: string) =>
  `${PATHS.myBookings}?${MY_BOOKINGS_PARAMS.closure}=${encodeURIComponent(bookingId)}`;

/** A choice made, as a sentence ("You chose a credit of $440.00: voucher ABCD-…"). */
export function chosenSentence(closure: BookingClosure): string {
  switch (closure.choice?.kind) {
    case 'move':
      return `This stay was moved to ${formatLongDate(closure.choice.arrival)}.`;
    case 'credit':
      return closure.voucherCode
        ? `This stay was credited: voucher ${formatVoucherCode(closure.voucherCode)}.`
        : 'This stay was credited.';
    case 'refund':
      return `This stay was refunded in full${closure.refundCents === undefined ? '' : ` (${formatAud(closure.refundCents)})`}.`;
    case undefined:
      return 'No choice has been made yet.';
  }
}

/**
 * Why no choice can be made for this booking now, as a sentence; null when it can: a booking a
 * closure reached, not yet chosen for, until the end of its deadline (Sydney). The choice view
 * offers the choices by it; `chooseClosureOption` and `staffChooseClosureOption` refuse by it.
 */
export function closureChoiceRefusal(
  booking: { status: BookingStatus; closure?: BookingClosure },
  today: IsoDate,
): string | null {
  const { closure } = booking;
  if (!closure) return 'This booking is not affected by a closure, so there is nothing to choose.';
  if (closure.choice) return `A choice has already been made. ${chosenSentence(closure)}`;
  if (booking.status !== 'awaiting_choice') {
    return `This booking is ${booking.status.replace('_', ' ')}, so there is nothing to choose.`;
  }
  if (compareIsoDates(today, closure.deadline) > 0) {
    return `The time to choose ended on ${formatLongDate(closure.deadline)}, so this stay is being refunded in full.`;
  }
  return null;
}
