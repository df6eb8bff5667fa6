import { MONEY } from '../catalogue/money.ts';
import { bookingClosureSchema } from '../closures/booking-closure.ts';
import { compareIsoDates, type IsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, instantSchema, slugSchema } from '../fields.ts';
import { customerFindKeysSchema } from '../staff/booking-find.ts';
import { bookingVoucherSchema } from '../vouchers/voucher-spend.ts';
import { z } from '../zod.ts';
import { stayQuoteSchema } from './checkout.ts';
import { paymentMethodTypeSchema } from './payment-method.ts';

/** The booking lifecycle of docs/product/decisions.md. */
export const BOOKING_STATUSES = [
  'pending_payment',
  'expired',
  'requested',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
  // A closure reached the stay: the customer chooses to move it, take a credit or be refunded.
  'awaiting_choice',
  // Exchanged for a credit voucher after a closure.
  'credited',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Which status may follow which; anything else is refused. */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending_payment: ['requested', 'expired', 'cancelled'],
  // Paid after the hold ran out: the webhook takes the nights again when they are still free.
  expired: ['requested'],
  requested: ['confirmed', 'declined', 'cancelled', 'awaiting_choice'],
  confirmed: ['completed', 'cancelled', 'awaiting_choice'],
  // Moved: back to the status it had; a credit; a refund, chosen or at the deadline.
  awaiting_choice: ['requested', 'confirmed', 'credited', 'cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
  credited: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/**
 * Statuses that hold a kit on the nights of the stay. A stay awaiting its customer's choice keeps
 * its kits: a move goes from them, and its closed nights are refused to others anyway.
 */
export const HOLDING_STATUSES: readonly BookingStatus[] = [
  'pending_payment',
  'requested',
  'confirmed',
  'awaiting_choice',
];

export const bookingEventSchema = z.object({
  status: bookingStatusSchema,
  at: instantSchema,
  /** uid of the customer or staff member, or "system" for expiry and webhooks. */
  by: z.string().min(1),
  note: z.string().max(500).optional(),
  /** Set on the entry of a change of dates: the change's id, so a repeat of it changes nothing. */
  changeId: z.string().min(1).optional(),
});

/** What a stay is made of: where, which package and add-ons, when, and for how many. */
const stayChoiceShape = {
  locationId: slugSchema,
  packageId: slugSchema,
  addOns: z.array(z.object({ addOnId: slugSchema, quantity: z.number().int().positive() })),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  guests: z.number().int().positive(),
};

/**
 * A dearer change of dates waiting for its difference to be paid: the new stay, whose kits and crew
 * beyond what the booking already holds are held until `holdExpiresAt`. The booking itself keeps its
 * stay until the webhook says the difference is paid (docs/decisions/0017-changing-dates.md).
 */
export const pendingDateChangeSchema = z.object({
  id: z.string().min(1),
  ...stayChoiceShape,
  quote: stayQuoteSchema,
  differenceCents: centsSchema,
  holdExpiresAt: instantSchema,
  by: z.string().min(1),
  payment: z
    .object({ checkoutSessionId: z.string().min(1), paymentUrl: z.string().min(1) })
    .optional(),
});
export type PendingDateChange = z.infer<typeof pendingDateChangeSchema>;

const bookingFields = z.object({
  id: z.string().min(1),
  userId: z.string().min(1),
  ...stayChoiceShape,
  status: bookingStatusSchema,
  totalCents: centsSchema,
  gstCents: centsSchema,
  currency: z.literal(MONEY.currency),
  holdExpiresAt: instantSchema.optional(),
  /** The customer's e-mail (from their sign-in), phone (+61 form) and notes, as given at checkout. */
  email: z.string().optional(),
  /** The customer's name when they booked (their profile's), and the keys staff find it by. */
  customerName: z.string().optional(),
  customerFind: customerFindKeysSchema.optional(),
  phone: z.string().optional(),
  notes: z.string().optional(),
  /** The server's price breakdown the customer paid for. */
  quote: stayQuoteSchema.optional(),
  /** The promo code that priced it (its line is in the quote), whose use it holds. */
  promoCode: z.string().min(1).optional(),
  /** Whether the code's `usedCount` counts this booking (only a code with a total limit counts). */
  promoCounted: z.boolean().optional(),
  payment: z
    .object({
      /**
       * `test` is the local test-payment page (no Stripe keys); `stripe` a Checkout Session;
       * `voucher` a stay its voucher paid in full, which never had a payment page.
       */
      method: z.enum(['stripe', 'test', 'voucher']),
      checkoutSessionId: z.string().min(1).optional(),
      /** Where the customer pays while the hold lasts. */
      paymentUrl: z.string().min(1).optional(),
      paymentIntentId: z.string().min(1).optional(),
      /** How the customer paid (set once paid; a booking paid before Afterpay was offered: card). */
      paidWith: paymentMethodTypeSchema.optional(),
      /** Everything paid, a voucher's part included (`voucher`), and everything given back. */
      paidCents: centsSchema,
      refundedCents: centsSchema,
      /** A refund decided (a cancellation) but not yet confirmed by the card provider. */
      refundDueCents: centsSchema.optional(),
      /** The change of dates the due refund is for (its refund key and e-mail are the change's). */
      refundDueChangeId: z.string().min(1).optional(),
    })
    .optional(),
  /** The gift voucher or credit that pays part or all of the stay, taken when it was held. */
  voucher: bookingVoucherSchema.optional(),
  pendingChange: pendingDateChangeSchema.optional(),
  /** Set when a closure reached the stay: its deadline and, once made, the choice. */
  closure: bookingClosureSchema.optional(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  history: z.array(bookingEventSchema).min(1),
});

/** Shared by a booking and its stored document. */
const departsAfterArrival = (booking: { arrival: IsoDate; departure: IsoDate }) =>
  compareIsoDates(booking.arrival, booking.departure) < 0;
const departureProblem = { message: 'Departure must be after arrival.', path: ['departure'] };

export const bookingSchema = bookingFields.refine(departsAfterArrival, departureProblem);
export type Booking = z.infer<typeof bookingSchema>;

/** The `bookings/{bookingId}` document: a booking without its id, which is the document's own. */
export const bookingDocumentSchema = bookingFields
  .omit({ id: true })
  .refine(departsAfterArrival, departureProblem);
