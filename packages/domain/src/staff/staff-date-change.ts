import { checkStayLength, stayQuoteSchema } from '../booking/checkout.ts';
import { dateChangeFields } from '../booking/date-change.ts';
import { centsSchema } from '../fields.ts';
import { z } from '../zod.ts';
import { reasonSchema } from './staff-requests.ts';

/** Said by the form before the server has to: a staff change of dates says why. */
export const CHANGE_REASON_REQUIRED = "Give a reason: it is kept in the booking's history.";

/**
 * The payload of `staffChangeBookingDates`: the customer's change of dates (the difference staff
 * were shown, a key chosen once per change) and the reason, kept in the booking's history and the
 * audit log. A dearer stay is moved at no extra charge: staff cannot pay for the customer, so the
 * difference is waived and the reason says why.
 */
export const staffDateChangeRequestSchema = z
  .object({
    ...dateChangeFields,
    reason: reasonSchema.min(1, CHANGE_REASON_REQUIRED),
  })
  .strict()
  .superRefine(checkStayLength);
export type StaffDateChangeRequest = z.infer<typeof staffDateChangeRequestSchema>;

/**
 * The answer of `staffChangeBookingDates`: moved (what is refunded, or what was waived), or the new
 * quote when the difference is not the one shown (nothing changed).
 */
export const staffDateChangeResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('moved'),
    bookingId: z.string(),
    refundCents: centsSchema,
    waivedCents: centsSchema,
  }),
  z.object({
    outcome: z.literal('price-changed'),
    quote: stayQuoteSchema,
    differenceCents: z.number().int(),
  }),
]);
export type StaffDateChangeResponse = z.infer<typeof staffDateChangeResponseSchema>;
