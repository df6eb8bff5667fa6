import { formatLongDate } from '../booking/capacity.ts';
import { refundDestination, type PaymentMethodType } from '../booking/payment-method.ts';
import { formatAud } from '../catalogue/money.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema } from '../fields.ts';
import { z } from '../zod.ts';
import { formatVoucherCode, spendableCents, type VoucherDocument } from './voucher.ts';

/** Stripe's smallest card payment in Australian dollars: a voucher leaves the card at least this. */
export const CARD_MINIMUM_CENTS = 50;

/** The longest code a person might type, groups and spaces included: bounds the input. */
const TYPED_CODE_LENGTH = 40;

/**
 * The one answer to a code that is not a voucher, malformed or unknown alike, so guessing learns
 * nothing from the words.
 */
export const VOUCHER_NOT_VALID = 'That code is not valid.';

/** A voucher code as typed, bounded; whether it can be a code is the voucher's rule. */
const typedCodeSchema = z
  .string({ message: 'Enter the voucher’s code.' })
  .trim()
  .min(1, 'Enter the voucher’s code.')
  .max(TYPED_CODE_LENGTH, VOUCHER_NOT_VALID);

/** The payload of `checkVoucher`. */
export const voucherCheckRequestSchema = z.object({ code: typedCodeSchema }).strict();

/** The answer of `checkVoucher`: what the voucher can pay today and its last day; never whose it is. */
export const voucherCheckResponseSchema = z.object({
  code: z.string(),
  spendableCents: centsSchema,
  expiresOn: isoDateSchema,
});
export type VoucherCheck = z.infer<typeof voucherCheckResponseSchema>;

/**
 * The fields a checkout adds to pay with a voucher: its code, and what the page showed it paying
 * (compared with what it pays now, never trusted), both or neither.
 */
export const checkoutVoucherFields = {
  voucherCode: typedCodeSchema.optional(),
  expectedVoucherCents: centsSchema
    .max(100_000_000, 'That amount is not one a voucher pays; reload the page.')
    .optional(),
};

/** Refines a checkout: a voucher comes with what the page showed it paying, and only then. */
export function checkVoucherPair(
  request: { voucherCode?: unknown; expectedVoucherCents?: unknown },
  context: z.RefinementCtx,
) {
  if ((request.voucherCode === undefined) !== (request.expectedVoucherCents === undefined)) {
    context.addIssue({
      code: 'custom',
      message: 'The voucher and what it pays go together; reload the page.',
      path: ['expectedVoucherCents'],
    });
  }
}

/**
 * Why a voucher pays nothing today, in the words the customer sees; null when it pays something.
 * Never says whose it is.
 */
export function voucherRefusal(
  voucher: Pick<VoucherDocument, 'balanceCents' | 'expiresOn' | 'voidedAt'> | undefined,
  today: IsoDate,
): string | null {
  if (!voucher) return VOUCHER_NOT_VALID;
  if (voucher.expiresOn < today) {
    return `That voucher expired on ${formatLongDate(voucher.expiresOn as IsoDate)}.`;
  }
  return spendableCents(voucher, today) > 0 ? null : 'That voucher has nothing left on it.';
}

/**
 * What a voucher pays of a stay's total: all it can, up to the total; but a card part under Stripe's
 * minimum cannot be charged, so then the voucher pays that much less and the card the minimum.
 */
export function voucherPartCents(spendable: number, totalCents: number): number {
  const part = Math.min(spendable, totalCents);
  const card = totalCents - part;
  return card > 0 && card < CARD_MINIMUM_CENTS
    ? Math.max(0, totalCents - CARD_MINIMUM_CENTS)
    : part;
}

/** What a booking's voucher paid and has had back (`voucher` on the booking). */
export const bookingVoucherSchema = z.object({
  /** The voucher's stored code (`vouchers/{code}`). */
  code: z.string().min(1),
  /** What it paid of the total when the stay was held. */
  cents: centsSchema,
  /** What refunds have given back to it since. */
  returnedCents: centsSchema,
});
export type BookingVoucher = z.infer<typeof bookingVoucherSchema>;

/**
 * A refund of `refundCents` back the way the money came: the voucher its share of what was paid
 * (rounded), the card the rest, neither beyond what it still holds. `paidCents` and `refundedCents`
 * are of both parts together, as the booking's payment records them.
 */
export function refundSplit(
  refundCents: number,
  paid: { paidCents: number; refundedCents: number },
  voucher: Pick<BookingVoucher, 'cents' | 'returnedCents'> | undefined,
): { voucherCents: number; cardCents: number } {
  if (!voucher || paid.paidCents <= 0) return { voucherCents: 0, cardCents: refundCents };
  const voucherLeft = Math.max(0, voucher.cents - voucher.returnedCents);
  const cardLeft = Math.max(
    0,
    paid.paidCents - voucher.cents - (paid.refundedCents - voucher.returnedCents),
  );
  const share = Math.round((refundCents * voucher.cents) / paid.paidCents);
  const voucherCents = Math.max(
    0,
    Math.min(voucherLeft, refundCents, Math.max(share, refundCents - cardLeft)),
  );
  return { voucherCents, cardCents: refundCents - voucherCents };
}

/** How a booking was paid, for the customer and staff: "$100.00 by voucher ABCD-…, $50.00 by card". */
export function paidByWords(
  payment: { paidCents: number; paidWith?: PaymentMethodType | undefined } | undefined,
  voucher: Pick<BookingVoucher, 'code' | 'cents'> | undefined,
): string | null {
  if (!voucher || !payment?.paidCents) return null;
  const cardWord = payment.paidWith === 'afterpay_clearpay' ? 'Afterpay' : 'card';
  const code = `${formatVoucherCode(voucher.code).slice(0, 4)}-…`;
  const card = payment.paidCents - voucher.cents;
  const byVoucher = `${formatAud(voucher.cents)} by voucher ${code}`;
  return card > 0 ? `${byVoucher}, ${formatAud(card)} by ${cardWord}` : byVoucher;
}

/** What the card pays of a held stay: its total less what its voucher pays. */
export const cardDueCents = (booking: {
  totalCents: number;
  voucher?: Pick<BookingVoucher, 'cents'> | undefined;
}) => booking.totalCents - (booking.voucher?.cents ?? 0);

/**
 * Where a booking's refund goes, as the customer is told: back the way it was paid, so a voucher's
 * share to the voucher and the rest to the card (or Afterpay).
 */
export function refundDestinationOf(booking: {
  payment?: { paidCents: number; paidWith?: PaymentMethodType | undefined } | undefined;
  voucher?: Pick<BookingVoucher, 'cents'> | undefined;
}): string {
  const card = refundDestination(booking.payment?.paidWith);
  const voucherCents = booking.voucher?.cents ?? 0;
  if (voucherCents === 0) return card;
  if (voucherCents >= (booking.payment?.paidCents ?? 0)) return 'your voucher';
  return `your voucher and ${card}, in the shares they paid`;
}
