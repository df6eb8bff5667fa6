import { MONEY } from '../catalogue/money.ts';
import { isIsoDate, type IsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, emailSchema, instantSchema } from '../fields.ts';
import { z } from '../zod.ts';

/**
 * What a voucher is: a closure's credit (issue 21) or a gift bought on the site (issue 22). Both
 * pay for stays by the same rules; only how they came to be differs.
 */
export const VOUCHER_KINDS = ['credit', 'gift'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Vouchers expire 3 years after they are issued (the Australian minimum for gift cards). */
export const VOUCHER_VALID_YEARS = 3;

/**
 * The characters of a voucher code: upper-case letters and digits without the look-alikes (0 and O,
 * 1, I and L, U and V), so a code read aloud or copied from paper is typed right.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** 16 characters of 29 carry about 77 bits: far beyond guessing, checked or not. */
export const VOUCHER_CODE_LENGTH = 16;
const GROUP_LENGTH = 4;

const CODE_PATTERN = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * A code as the customer may type it (any case, spaces or hyphens between groups) as it is stored:
 * the voucher's document id. Null when it cannot be a code.
 */
export function normaliseVoucherCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** A stored code as it is printed: `ABCD-EFGH-JKMN-PQRS`. */
export function formatVoucherCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? code;
}

/** The last day a voucher issued on `issuedOn` pays for a stay: the same date 3 years on (28 Feb for 29 Feb). */
export function voucherExpiry(issuedOn: IsoDate): IsoDate {
  const [year, monthDay] = [Number(issuedOn.slice(0, 4)), issuedOn.slice(4)];
  const sameDay = `${String(year + VOUCHER_VALID_YEARS).padStart(4, '0')}${monthDay}`;
  return (isIsoDate(sameDay) ? sameDay : sameDay.replace(/-29$/, '-28')) as IsoDate;
}

/**
 * How a gift voucher was bought and is delivered (issue 22): who bought it for whom, the message, the
 * day the recipient is e-mailed the code, and the charge a void refunds. Stored as written at
 * purchase; the buyer's own vouchers are found by `buyerUid`.
 */
export const giftDeliverySchema = z.object({
  /** The gift order that paid for it (`giftOrders/{orderId}`). */
  orderId: z.string().min(1),
  buyerUid: z.string().min(1),
  buyerName: z.string().min(1),
  buyerEmail: emailSchema,
  recipientName: z.string().min(1),
  recipientEmail: emailSchema,
  message: z.string(),
  /** The Sydney day the recipient is e-mailed the code (the sweep sends due ones). */
  sendOn: isoDateSchema,
  /** When the recipient's e-mail was queued; absent until then, and again when staff resend it. */
  sentAt: instantSchema.optional(),
  /** How often staff had it sent again: part of each e-mail's id, so a resend is a new e-mail. */
  resends: z.number().int().nonnegative().optional(),
  /** The card payment a void refunds what is left to. */
  paymentIntentId: z.string().min(1),
});
export type GiftDelivery = z.infer<typeof giftDeliverySchema>;

/**
 * `vouchers/{code}`: money to spend on stays, keyed by its normalised code, so redeeming is one read
 * and nobody can list codes (firestore.rules). `balanceCents` is what is left of `amountCents`.
 */
export const voucherDocumentSchema = z.object({
  kind: z.enum(VOUCHER_KINDS),
  amountCents: centsSchema,
  balanceCents: centsSchema,
  currency: z.literal(MONEY.currency),
  /** The last day it pays for a stay (Sydney). */
  expiresOn: isoDateSchema,
  /** Whose it is: the customer a credit was issued to; null for a gift not yet claimed. */
  ownerUid: z.string().min(1).nullable(),
  /** The booking a credit replaces. */
  sourceBookingId: z.string().min(1).optional(),
  /** A gift's purchase and delivery; absent on credits. */
  gift: giftDeliverySchema.optional(),
  /**
   * The day a gift's e-mail is due, present only while it is (Firestore cannot query for a missing
   * `gift.sentAt`): the sweep sends those due by today and removes it. Whoever clears `gift.sentAt`
   * to send the e-mail again sets it too.
   */
  giftDueOn: isoDateSchema.optional(),
  createdAt: instantSchema,
  /** When staff voided it: it pays for nothing more (a gift's buyer is refunded what was left). */
  voidedAt: instantSchema.optional(),
  /** What a void left to refund to the gift's card: set with `voidedAt`, gone once it is sent. */
  refundDueCents: centsSchema.optional(),
  /** The refund a void sent to the gift's card (the provider's id), once it went. */
  refund: z
    .object({ id: z.string().min(1), amountCents: centsSchema, at: instantSchema })
    .optional(),
});
export type VoucherDocument = z.infer<typeof voucherDocumentSchema>;

/**
 * What a voucher can still pay on `today` (Sydney): its balance, or nothing once voided or past its
 * last day.
 */
export function spendableCents(
  voucher: Pick<VoucherDocument, 'balanceCents' | 'expiresOn' | 'voidedAt'>,
  today: IsoDate,
): number {
  if (voucher.voidedAt || voucher.expiresOn < today) return 0;
  return voucher.balanceCents;
}
