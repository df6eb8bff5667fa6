import { addDays, isIsoDate, todayInSydney, type IsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import {
  emailSchema,
  instantSchema,
  isWellFormedText,
  WELL_FORMED_TEXT_MESSAGE,
} from '../fields.ts';
import { z } from '../zod.ts';
import { spendableCents, VOUCHER_KINDS, type VoucherDocument } from './voucher.ts';

/** What a gift voucher may be bought for, in whole Australian dollars, and what its form offers. */
export const GIFT_LIMITS = {
  minDollars: 50,
  maxDollars: 2_000,
  presetDollars: [50, 100, 200, 300],
  nameLength: 80,
  messageLength: 500,
  /** The send date is today (Sydney) up to this many days ahead: a year. */
  sendWithinDays: 365,
  /** How long an order waits for its payment: Stripe's pages last at least 30 minutes. */
  paymentMinutes: 60,
} as const;

export const GIFT_SENTENCES = {
  signIn: 'Log in to buy a gift voucher.',
  amount: `Choose an amount from $${GIFT_LIMITS.minDollars} to $${GIFT_LIMITS.maxDollars.toLocaleString('en-AU')} in whole dollars.`,
  sendOnPast: 'Choose a send date from today.',
  sendOnFar: 'Choose a send date within a year from today.',
  noGst: 'No GST applies to a gift voucher: GST is in the price of the stay it pays for.',
  howToUse: 'To use it, enter the code at checkout when you book a stay.',
} as const;

const nameField = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(GIFT_LIMITS.nameLength, `Keep names to ${GIFT_LIMITS.nameLength} characters or fewer.`)
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE);

/** Why a send date cannot be taken on `today` (Sydney), or null. */
export function giftSendOnProblem(sendOn: IsoDate, today: IsoDate): string | null {
  if (sendOn < today) return GIFT_SENTENCES.sendOnPast;
  if (sendOn > addDays(today, GIFT_LIMITS.sendWithinDays)) return GIFT_SENTENCES.sendOnFar;
  return null;
}

/** What the buyer fills in: the same fields the form checks and `buyGiftVoucher` accepts. */
const giftOrderFields = {
  amountDollars: z
    .number({ message: GIFT_SENTENCES.amount })
    .int(GIFT_SENTENCES.amount)
    .min(GIFT_LIMITS.minDollars, GIFT_SENTENCES.amount)
    .max(GIFT_LIMITS.maxDollars, GIFT_SENTENCES.amount),
  buyerName: nameField('Enter your name, as the recipient will see it.'),
  recipientName: nameField('Enter the name of the person the voucher is for.'),
  recipientEmail: emailSchema,
  message: z
    .string()
    .trim()
    .max(
      GIFT_LIMITS.messageLength,
      `Keep the message to ${GIFT_LIMITS.messageLength} characters or fewer.`,
    )
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE)
    .default(''),
  sendOn: isoDateSchema,
  /**
   * Chosen by the browser once per purchase attempt: the same key again (a retry, a double click)
   * answers the order it already made instead of charging twice.
   */
  idempotencyKey: z.uuid({ message: 'The order key is not valid; reload the page.' }),
};

/** The payload of `buyGiftVoucher`, checked by the form before it is sent. */
export const giftOrderRequestSchema = z
  .object(giftOrderFields)
  .strict()
  .superRefine((order, context) => {
    if (!isIsoDate(order.sendOn)) return;
    const problem = giftSendOnProblem(order.sendOn, todayInSydney());
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['sendOn'] });
  });
export type GiftOrderRequest = z.infer<typeof giftOrderRequestSchema>;

export const giftOrderResponseSchema = z.object({ orderId: z.string(), paymentUrl: z.url() });

/** `pending_payment` until the webhook says paid (the voucher is then issued) or the page expired. */
export const GIFT_ORDER_STATUSES = ['pending_payment', 'paid', 'expired'] as const;
export type GiftOrderStatus = (typeof GIFT_ORDER_STATUSES)[number];

/**
 * `giftOrders/{orderId}`: one purchase of a gift voucher, written by the functions only and read by
 * its buyer. `printToken` (at least 128 random bits) opens the printable voucher page without logging
 * in; the recipient's e-mail carries it.
 */
export const giftOrderDocumentSchema = z.object({
  buyerUid: z.string().min(1),
  buyerEmail: emailSchema,
  order: z.object({
    amountDollars: giftOrderFields.amountDollars,
    buyerName: z.string().min(1),
    recipientName: z.string().min(1),
    recipientEmail: emailSchema,
    message: z.string(),
    sendOn: isoDateSchema,
  }),
  status: z.enum(GIFT_ORDER_STATUSES),
  /** The voucher the payment issued. */
  voucherCode: z.string().min(1).optional(),
  printToken: z.string().regex(/^[0-9a-f]{32,}$/),
  checkoutSessionId: z.string().min(1).optional(),
  paymentUrl: z.url().optional(),
  createdAt: instantSchema,
  expiresAt: instantSchema,
});
export type GiftOrderDocument = z.infer<typeof giftOrderDocumentSchema>;

/** The buyer's receipt: one per order, whoever queues it. */
export const giftReceiptMailId = (orderId: string) => `gift-receipt-${orderId}`;
/** The recipient's e-mail: one per sending, a staff resend being the next. */
export const giftMailId = (code: string, resends: number | undefined) =>
  `gift-${code}-${resends ?? 0}`;

/** How a voucher stands for its owner: what My Account says. */
export const VOUCHER_STATUSES = ['active', 'used', 'expired', 'voided'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export function voucherStatus(
  voucher: Pick<VoucherDocument, 'balanceCents' | 'expiresOn' | 'voidedAt'>,
  today: IsoDate,
): VoucherStatus {
  if (voucher.voidedAt) return 'voided';
  if (voucher.balanceCents === 0) return 'used';
  return spendableCents(voucher, today) > 0 ? 'active' : 'expired';
}

/** One of the customer's vouchers as My Account lists it. */
export const myVoucherSchema = z.object({
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  expiresOn: isoDateSchema,
  status: z.enum(VOUCHER_STATUSES),
  /** A gift's recipient and delivery: sent, or due on `sendOn`. */
  gift: z
    .object({ recipientName: z.string(), sendOn: isoDateSchema, sent: z.boolean() })
    .optional(),
});
export type MyVoucher = z.infer<typeof myVoucherSchema>;

/** At most this many vouchers are listed: far beyond what one customer holds. */
export const MY_VOUCHERS_LIMIT = 100;

export const myVouchersResponseSchema = z.object({ vouchers: z.array(myVoucherSchema) });
