import type { IsoDate } from '../dates/calendar.ts';
import { PATHS } from '../site/paths.ts';
import { z } from '../zod.ts';
import type { BookingStatus } from './booking.ts';
import {
  bookingIdSchema,
  checkStayLength,
  MAX_EXPECTED_TOTAL_CENTS,
  stayChoiceFields,
  stayQuoteSchema,
} from './checkout.ts';
import { daysBeforeArrival } from './stay-rules.ts';

/** Customers change their own dates until this many Sydney days before the original arrival. */
export const CUSTOMER_DATE_CHANGE_DAYS = 14;

/** Statuses whose dates a customer may change: a paid booking, requested or confirmed. */
export const CUSTOMER_CHANGEABLE_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed'];

/**
 * My Bookings' query parameters naming the booking whose dates are being changed, or whose closure
 * asks the customer to choose. Each is a view of My Bookings rather than a route: a route, or
 * anything added to the route paths every page loads, would add to the first load of every page
 * (docs/decisions/0005).
 */
export const MY_BOOKINGS_PARAMS = { change: 'change', closure: 'closure' } as const;

/** The change of dates of one booking, e.g. `/account/bookings?change=Xy3...`. */
export const changeDatesPath = (bookingId: string) =>
  `${PATHS.myBookings}?${MY_BOOKINGS_PARAMS.change}=${encodeURIComponent(bookingId)}`;

/** What a change of dates is refused for this close to arrival: staff can still make it. */
export const CONTACT_US_TO_CHANGE = `Dates can be changed here until ${CUSTOMER_DATE_CHANGE_DAYS} days before arrival. Contact us and we will change this booking for you.`;

/**
 * Why the customer cannot change this booking's dates themselves, as a sentence; null when they
 * can. My Bookings offers "Change dates" by it; `quoteDateChange` and `changeBookingDates` refuse
 * by it.
 */
export function customerDateChangeRefusal(
  booking: { status: BookingStatus; arrival: IsoDate },
  today: IsoDate,
): string | null {
  if (!CUSTOMER_CHANGEABLE_STATUSES.includes(booking.status)) {
    return `This booking is ${booking.status.replace('_', ' ')}, so its dates cannot be changed.`;
  }
  if (daysBeforeArrival(today, booking.arrival) < CUSTOMER_DATE_CHANGE_DAYS) {
    return CONTACT_US_TO_CHANGE;
  }
  return null;
}

/**
 * Why staff cannot change this booking's dates, as a sentence; null when they can: the customer's
 * statuses, without the 14-day rule, until the stay begins.
 */
export function staffDateChangeRefusal(
  booking: { status: BookingStatus; arrival: IsoDate },
  today: IsoDate,
): string | null {
  if (!CUSTOMER_CHANGEABLE_STATUSES.includes(booking.status)) {
    return `This booking is ${booking.status.replace('_', ' ')}, so its dates cannot be changed.`;
  }
  if (daysBeforeArrival(today, booking.arrival) <= 0) {
    return 'This stay has begun, so its dates cannot be changed.';
  }
  return null;
}

/**
 * The version of a booking's calendar event: one more for each change of dates, so the updated
 * `.ics` (same UID, higher SEQUENCE) moves the event in the customer's calendar app.
 */
export function calendarSequence(booking: {
  history: readonly { status: BookingStatus; changeId?: string }[];
}): number {
  return booking.history.filter((event) => event.changeId).length;
}

/** The payload of `quoteDateChange`: the booking and the stay it would move to. */
export const dateChangeQuoteRequestSchema = z
  .object({ bookingId: bookingIdSchema, ...stayChoiceFields })
  .strict()
  .superRefine(checkStayLength);
export type DateChangeQuoteRequest = z.infer<typeof dateChangeQuoteRequestSchema>;

const differenceSchema = z
  .number({ message: 'The difference you were shown is missing; reload the page.' })
  .int('Money is a whole number of cents.')
  .min(-MAX_EXPECTED_TOTAL_CENTS, 'That difference is not one we quote; reload the page.')
  .max(MAX_EXPECTED_TOTAL_CENTS, 'That difference is not one we quote; reload the page.');

/** The fields of a change of dates, the customer's and staff's (who add a reason). */
export const dateChangeFields = {
  bookingId: bookingIdSchema,
  ...stayChoiceFields,
  expectedDifferenceCents: differenceSchema,
  idempotencyKey: z.uuid({ message: 'The change key is not valid; reload the page.' }),
};

/**
 * The payload of `changeBookingDates`: the new stay, the difference the customer was shown (a
 * different one changes nothing and answers the new quote) and a key chosen once per change, so a
 * retry or a second click makes the change once.
 */
export const dateChangeRequestSchema = z
  .object(dateChangeFields)
  .strict()
  .superRefine(checkStayLength);
export type DateChangeRequest = z.infer<typeof dateChangeRequestSchema>;

/**
 * The server's quote of the new stay and the difference to what the booking costs now: positive to
 * pay, negative to be refunded (never more than was paid). `problem` says why the stay cannot be
 * had as chosen; null when it can.
 */
export const dateChangeQuoteSchema = z.object({
  quote: stayQuoteSchema,
  differenceCents: z.number().int(),
  problem: z.string().nullable(),
});
export type DateChangeQuote = z.infer<typeof dateChangeQuoteSchema>;

/**
 * The answer of `changeBookingDates`: moved (a cheaper or equal stay; what is refunded), or where
 * to pay the difference of a dearer one (the new nights held meanwhile), or the new quote when the
 * difference is not the one shown (nothing changed).
 */
export const dateChangeResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('moved'), bookingId: z.string(), refundCents: z.number().int() }),
  z.object({ outcome: z.literal('pay'), bookingId: z.string(), paymentUrl: z.url() }),
  z.object({
    outcome: z.literal('price-changed'),
    quote: stayQuoteSchema,
    differenceCents: z.number().int(),
  }),
]);
export type DateChangeResponse = z.infer<typeof dateChangeResponseSchema>;
