import { BOOKING_RULES } from '../booking/booking-rules.ts';
import { formatAud } from '../catalogue/money.ts';
import { compareIsoDates, isIsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, instantSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** A promo code as staff choose it and as it is stored (its document's id): upper case. */
const PROMO_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** The code staff type into Offers: 4 to 20 letters and digits, stored in upper case. */
export const promoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, 'Use 4 to 20 letters and digits for the code, like SPRING20.');

/**
 * The code a customer types at checkout, in any case. A code that cannot be one is refused with the
 * sentence an unknown code gets: the answer says no more about codes than a wrong guess does.
 */
export const typedPromoCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, 'That promo code is not valid.');

/** The most a promo code can take off a stay, far above any real offer: bounds the input. */
const MAX_AMOUNT_OFF_CENTS = 1_000_000;

/** The kinds of discount a code gives. */
export const PROMO_DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** What a code takes off the stay's total: a percentage, or an amount in cents (GST included). */
export const promoDiscountSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal(PROMO_DISCOUNT_KINDS[0]),
      percent: z
        .number()
        .int('Enter the percentage off as a whole number.')
        .min(1, 'Take at least 1% off.')
        .max(100, 'Take at most 100% off.'),
    })
    .strict(),
  z
    .object({
      kind: z.literal(PROMO_DISCOUNT_KINDS[1]),
      cents: centsSchema
        .min(1, 'Take at least 1 cent off.')
        .max(MAX_AMOUNT_OFF_CENTS, `Take at most ${formatAud(MAX_AMOUNT_OFF_CENTS)} off.`),
    })
    .strict(),
]);
export type PromoDiscount = z.infer<typeof promoDiscountSchema>;

const uses = (noun: string, max: number) =>
  z
    .number()
    .int(`Enter the ${noun} as a whole number.`)
    .min(1, `Allow at least 1 ${noun.replace(/s$/, '')}, or leave it empty for no limit.`)
    .max(max, `Allow at most ${max.toLocaleString('en-AU')} ${noun}.`);

// Refinements run even when a field already failed; compare only two real dates.
const inOrder = (from: unknown, to: unknown) =>
  !isIsoDate(from) || !isIsoDate(to) || compareIsoDates(from, to) <= 0;

/**
 * What staff set on a promo code. Dates are Sydney days, both ends included, each optional: booked
 * from `bookFrom` to `bookTo`, for stays whose every night is within `stayFrom` to `stayTo`.
 */
export const promoCodeFieldsSchema = z
  .object({
    code: promoCodeSchema,
    discount: promoDiscountSchema,
    bookFrom: isoDateSchema.optional(),
    bookTo: isoDateSchema.optional(),
    stayFrom: isoDateSchema.optional(),
    stayTo: isoDateSchema.optional(),
    minNights: z
      .number()
      .int('Enter the minimum nights as a whole number.')
      .min(1, 'A stay is at least 1 night.')
      .max(BOOKING_RULES.maxStayNights, `Stays are at most ${BOOKING_RULES.maxStayNights} nights.`)
      .optional(),
    totalUses: uses('uses', 1_000_000).optional(),
    usesPerCustomer: uses('uses per customer', 100).optional(),
    active: z.boolean(),
  })
  .strict()
  .refine((promo) => inOrder(promo.bookFrom, promo.bookTo), {
    message: 'The last booking day must not be before the first.',
    path: ['bookTo'],
  })
  .refine((promo) => inOrder(promo.stayFrom, promo.stayTo), {
    message: 'The last night must not be before the first.',
    path: ['stayTo'],
  });
export type PromoCodeFields = z.infer<typeof promoCodeFieldsSchema>;

/** The payload of `staffSavePromoCode`: a new code, or new settings of one (never a new name). */
export const staffSavePromoCodeSchema = z
  .object({ isNew: z.boolean(), promo: promoCodeFieldsSchema })
  .strict();
export type StaffSavePromoCode = z.input<typeof staffSavePromoCodeSchema>;

/**
 * `promoCodes/{code}`: staff's settings and, for a code with a total limit, the uses taken by holds
 * and bookings (`usedCount`; a code without one counts none, so its holds write nothing shared).
 */
export const promoCodeDocumentSchema = promoCodeFieldsSchema.and(
  z.object({
    usedCount: z.number().int().nonnegative(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  }),
);
export type PromoCodeDocument = z.infer<typeof promoCodeDocumentSchema>;

/** `promoCodes/{code}/customers/{uid}`: how many of one customer's holds and bookings used the code. */
export const promoCustomerUsesSchema = z.object({ uses: z.number().int().nonnegative() });

/** The discount's line in a quote: "Promo SPRING20 (20% off)". */
export function promoLabel(promo: Pick<PromoCodeFields, 'code' | 'discount'>): string {
  const off =
    promo.discount.kind === 'percent'
      ? `${promo.discount.percent}%`
      : formatAud(promo.discount.cents);
  return `Promo ${promo.code} (${off} off)`;
}
