import type { BookingStatus } from '../booking/booking.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, instantSchema, slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** The statuses a closure reaches: a hold awaiting payment (released) and a paid booking (asked). */
export const CLOSURE_AFFECTED_STATUSES = [
  'pending_payment',
  'requested',
  'confirmed',
] as const satisfies readonly BookingStatus[];

const CHOOSE = 'Choose to move the stay, take a credit or be refunded.';

/**
 * What the customer (or staff for them) chooses for a booking a closure reached: move it (same
 * package and number of nights, so the departure follows the arrival), a credit voucher, or a full
 * refund.
 */
export const closureChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('move'), locationId: slugSchema, arrival: isoDateSchema }).strict(),
    z.object({ kind: z.literal('credit') }).strict(),
    z.object({ kind: z.literal('refund') }).strict(),
  ],
  { error: CHOOSE },
);
export type ClosureChoice = z.infer<typeof closureChoiceSchema>;
export type ClosureChoiceKind = ClosureChoice['kind'];

/** Who made the choice: the customer, staff for them, or the sweep once the deadline passed. */
export const CLOSURE_CHOOSERS = ['customer', 'staff', 'automatic'] as const;

/**
 * A booking's part in a closure: which closure, its nights and reason (as the customer is told:
 * they cannot read the closure itself), until when its customer may choose (Sydney), the status it
 * had (a move returns to it), and once made the choice, when, by whom, and what it gave (the
 * credit's voucher code, the refund).
 */
export const bookingClosureSchema = z.object({
  closureId: z.string().min(1),
  firstNight: isoDateSchema,
  lastNight: isoDateSchema,
  reason: z.string().min(1),
  deadline: isoDateSchema,
  previousStatus: z.enum(CLOSURE_AFFECTED_STATUSES),
  choice: closureChoiceSchema.optional(),
  chosenAt: instantSchema.optional(),
  chosenBy: z.enum(CLOSURE_CHOOSERS).optional(),
  voucherCode: z.string().min(1).optional(),
  refundCents: centsSchema.optional(),
});
export type BookingClosure = z.infer<typeof bookingClosureSchema>;
