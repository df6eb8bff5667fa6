import { MONEY } from '../catalogue/money.ts';
import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import {
  australianPhoneSchema,
  centsSchema,
  documentIdSchema,
  isWellFormedText,
  slugSchema,
  WELL_FORMED_TEXT_MESSAGE,
} from '../fields.ts';
import { typedPromoCodeSchema } from '../offers/promo-code.ts';
import { checkoutVoucherFields, checkVoucherPair } from '../vouchers/voucher-spend.ts';
import { z } from '../zod.ts';
import { BOOKING_RULES } from './booking-rules.ts';

/** The most add-on lines and guests one booking can carry: far above any real stay, bounding input. */
export const CHECKOUT_LIMITS = {
  addOnLines: 20,
  quantity: 99,
  guests: 20,
  notesLength: 1000,
} as const;

const addOnChoiceSchema = z
  .object({
    addOnId: slugSchema,
    quantity: z
      .number()
      .int('Choose a whole number of each add-on.')
      .min(1, 'Choose at least 1 of each add-on you add.')
      .max(CHECKOUT_LIMITS.quantity),
  })
  .strict();

/** Far above any stay's price (28 nights of everything): bounds the total a page says it showed. */
export const MAX_EXPECTED_TOTAL_CENTS = 100_000_000;

/** What a customer chooses: the same fields are quoted, then held (or a booking moved to them). */
export const stayChoiceFields = {
  locationId: slugSchema,
  packageId: slugSchema,
  addOns: z
    .array(addOnChoiceSchema)
    .max(CHECKOUT_LIMITS.addOnLines)
    .refine((lines) => new Set(lines.map((line) => line.addOnId)).size === lines.length, {
      message: 'List each add-on once.',
    }),
  guests: z
    .number()
    .int('Enter the number of guests as a whole number.')
    .min(1, 'A stay needs at least 1 guest.')
    .max(CHECKOUT_LIMITS.guests, `Bookings are for up to ${CHECKOUT_LIMITS.guests} guests.`),
  arrival: isoDateSchema,
  departure: isoDateSchema,
};

type StayDates = { arrival: unknown; departure: unknown };

// Refinements run even when a field already failed; compare only two real dates.
export function checkStayLength(stay: StayDates, context: z.RefinementCtx) {
  if (!isIsoDate(stay.arrival) || !isIsoDate(stay.departure)) return;
  const nights = daysBetween(stay.arrival, stay.departure);
  if (nights < 1) {
    context.addIssue({
      code: 'custom',
      message: 'Choose a departure date after your arrival date.',
      path: ['departure'],
    });
  } else if (nights > BOOKING_RULES.maxStayNights) {
    context.addIssue({
      code: 'custom',
      message: `Stays are at most ${BOOKING_RULES.maxStayNights} nights; for longer, contact us.`,
      path: ['departure'],
    });
  }
}

/** A promo code the customer typed (offers/promo-code.ts): priced into the quote when it applies. */
const promoCodeField = { promoCode: typedPromoCodeSchema.optional() };

/** The payload of `quoteBooking`: the choices to price. */
export const quoteRequestSchema = z
  .object({ ...stayChoiceFields, ...promoCodeField })
  .strict()
  .superRefine(checkStayLength);
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** What the customer fills in at checkout: the choices, their details, and a retry-safe key. */
const checkoutFormFields = {
  ...stayChoiceFields,
  ...promoCodeField,
  phone: australianPhoneSchema,
  notes: z
    .string()
    .trim()
    .max(
      CHECKOUT_LIMITS.notesLength,
      `Keep notes to ${CHECKOUT_LIMITS.notesLength} characters or fewer.`,
    )
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE)
    .default(''),
  termsAccepted: z.literal(true, {
    message: 'Accept the terms and conditions to book.',
  }),
  /**
   * Chosen by the browser once per checkout attempt: sending the same key again (a retry, a double
   * click, a second tab) answers with the booking it already made instead of holding a second stay.
   */
  idempotencyKey: z.uuid({ message: 'The checkout key is not valid; reload the page.' }),
};

/** The checkout page's form: the payload of `startCheckout` but the price, which the page adds. */
export const checkoutFormSchema = z
  .object(checkoutFormFields)
  .strict()
  .superRefine(checkStayLength);

/** The payload of `startCheckout`: the form, and the total the customer was shown. */
export const checkoutRequestSchema = z
  .object({
    ...checkoutFormFields,
    /**
     * The total on the customer's screen. Compared with the server's price, never charged: when they
     * differ, nothing is held and the answer is the new price, to show before asking again.
     */
    expectedTotalCents: z
      .number({ message: 'The price you were shown is missing; reload the page.' })
      .int('Money is a whole number of cents.')
      .nonnegative('An amount of money cannot be negative.')
      .max(MAX_EXPECTED_TOTAL_CENTS, 'That total is not a price we quote; reload the page.'),
    ...checkoutVoucherFields,
  })
  .strict()
  .superRefine(checkStayLength)
  .superRefine(checkVoucherPair);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The server's price of a stay (catalogue/pricing.ts `StayQuote`), as answered and stored. */
export const stayQuoteSchema = z.object({
  nights: z.array(
    z.object({
      date: isoDateSchema,
      rateCents: centsSchema,
      peakPeriod: z.string().nullable(),
    }),
  ),
  accommodationCents: centsSchema,
  addOns: z.array(
    z.object({
      addOnId: slugSchema,
      name: z.string(),
      per: z.enum(['stay', 'night']),
      quantity: z.number().int().positive(),
      unitCents: centsSchema,
      totalCents: centsSchema,
    }),
  ),
  deliveryCents: centsSchema,
  totalCents: centsSchema,
  gstCents: centsSchema,
  currency: z.literal(MONEY.currency),
  discount: z
    .object({ code: z.string().min(1), label: z.string().min(1), cents: centsSchema })
    .optional(),
});

/** The answer of `quoteBooking`: the price, or why these dates cannot be booked. */
export const quoteResponseSchema = z.object({
  quote: stayQuoteSchema,
  /** A sentence for the customer when the stay cannot be booked as chosen; null when it can. */
  problem: z.string().nullable(),
  /**
   * The problem is what is taken (kits, crew, a blackout or closure), not the dates' rules: it may
   * free up, so the customer can ask to be told (the waitlist's rule, ADR 0020).
   */
  taken: z.boolean(),
  /** Why the promo code asked for does not apply (the quote is then without it). */
  promoProblem: z.string().optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** Where the browser goes to pay for a held booking (`resumeCheckout`'s answer: "Pay now"). */
export const paymentPageSchema = z.object({
  bookingId: z.string().min(1),
  paymentUrl: z.url(),
});

/**
 * The answer of `startCheckout`: the held booking (a new hold, or the customer's own hold of the same
 * choices) and where the browser goes to pay; or, when the price is not the one the customer was
 * shown, the new price and nothing held.
 */
export const checkoutResponseSchema = z.discriminatedUnion('outcome', [
  paymentPageSchema.extend({ outcome: z.literal('held') }),
  z.object({
    outcome: z.literal('price-changed'),
    quote: stayQuoteSchema,
    /** Why the promo code no longer applies, when that is what changed the price. */
    promoProblem: z.string().optional(),
  }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const bookingIdSchema = documentIdSchema(
  'Say which booking.',
  'That is not a booking reference.',
);

/** The payload of `previewCancellation` and `cancelBooking`. */
export const bookingRequestSchema = z.object({ bookingId: bookingIdSchema }).strict();

/** What cancelling a booking now would refund. */
export const cancellationPreviewSchema = z.object({
  bookingId: z.string(),
  paidCents: centsSchema,
  refundPercent: z.number().int().min(0).max(100),
  refundCents: centsSchema,
  daysBeforeArrival: z.number().int(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** The answer of `cancelBooking`: what was refunded. */
export const cancellationResponseSchema = z.object({
  bookingId: z.string(),
  refundCents: centsSchema,
});
