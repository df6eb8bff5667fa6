import { formatLongDate } from '../booking/capacity.ts';
import type { IsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, documentIdSchema, instantSchema } from '../fields.ts';
import { FIND_TERM_MAX } from '../staff/booking-find.ts';
import { reasonSchema } from '../staff/staff-requests.ts';
import { z } from '../zod.ts';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  VOUCHER_CODE_LENGTH,
  VOUCHER_KINDS,
  type GiftDelivery,
  type VoucherDocument,
} from './voucher.ts';

// The staff's vouchers page (issue 22): finding vouchers, and sending a gift again or voiding it. A
// list never hands out codes: each row shows only the code's last group, unless staff searched that
// very code, and names the voucher for an action by its gift order instead.

/** Where a voucher stands today, as the staff list says it. */
export const VOUCHER_STATUSES = ['active', 'used-up', 'expired', 'voided'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  active: 'Active',
  'used-up': 'Used up',
  expired: 'Expired',
  voided: 'Voided',
};

/**
 * A voucher's status on `today` (Sydney): voided above all, then used up (nothing was lost when it
 * expired), then expired after its last day, else active.
 */
export function voucherStatus(
  voucher: Pick<VoucherDocument, 'balanceCents' | 'expiresOn' | 'voidedAt'>,
  today: IsoDate,
): VoucherStatus {
  if (voucher.voidedAt) return 'voided';
  if (voucher.balanceCents === 0) return 'used-up';
  if (voucher.expiresOn < today) return 'expired';
  return 'active';
}

const MASK = '•'.repeat(4);

/** A stored code as a list shows it: every group hidden but the last, `••••-••••-••••-PQRS`. */
export function maskVoucherCode(code: string): string {
  const groups = formatVoucherCode(code).split('-');
  return [...groups.slice(0, -1).map(() => MASK), groups.at(-1)].join('-');
}

/** Why staff may not void this voucher, or null when they may. */
export function voucherVoidRefusal(voucher: Pick<VoucherDocument, 'kind' | 'voidedAt'>) {
  if (voucher.voidedAt) return 'That voucher is already void.';
  if (voucher.kind === 'credit') {
    return "A credit can't be voided: the customer chose it instead of a refund when their campground closed, so it stays theirs to spend.";
  }
  return null;
}

/**
 * Why staff may not send this voucher's e-mail again on `today`, or null when they may: a gift not
 * yet due goes by itself on its day, and sending it early could spoil the surprise.
 */
export function voucherResendRefusal(
  voucher: Pick<VoucherDocument, 'voidedAt'> & { gift?: Pick<GiftDelivery, 'sendOn' | 'sentAt'> },
  today: IsoDate,
) {
  const gift = voucher.gift;
  if (!gift) return 'Only a gift voucher is e-mailed: a credit has nothing to resend.';
  if (voucher.voidedAt) return 'That voucher is void, so its e-mail is not sent again.';
  if (!gift.sentAt && gift.sendOn > today) {
    return `This gift is not due until ${formatLongDate(gift.sendOn)}: it goes by itself that day.`;
  }
  return null;
}

/** Rows one search answers at most (a code finds one; the newest, an e-mail or a customer 20). */
export const VOUCHER_FIND_LIMIT = 20;

/** The payload of `staffFindVouchers`: nothing (the newest), a term, or a customer. */
export const staffFindVouchersSchema = z
  .object({
    /** A code, or an e-mail address or its start (the buyer's or the recipient's). */
    term: z
      .string()
      .trim()
      .min(2, 'Type at least 2 characters of a code or an e-mail address.')
      .max(FIND_TERM_MAX, `Keep it to ${FIND_TERM_MAX} characters or fewer.`)
      .optional(),
    customerUid: documentIdSchema(
      'Say which customer.',
      'That is not a customer reference.',
    ).optional(),
  })
  .strict()
  .refine((request) => !(request.term !== undefined && request.customerUid !== undefined), {
    message: 'Search by a code or an e-mail address, or by a customer, not both.',
  });

/** One voucher as the staff list shows it. */
export const staffVoucherRowSchema = z.object({
  /** Masked but for its last group, unless staff searched this very code. */
  code: z.string(),
  /** The gift order that paid for it: how the list names a gift to resend or void. */
  orderId: z.string().nullable(),
  kind: z.enum(VOUCHER_KINDS),
  ownerUid: z.string().nullable(),
  buyer: z.object({ uid: z.string(), name: z.string(), email: z.string() }).nullable(),
  recipient: z.object({ name: z.string(), email: z.string() }).nullable(),
  amountCents: centsSchema,
  balanceCents: centsSchema,
  expiresOn: isoDateSchema,
  status: z.enum(VOUCHER_STATUSES),
  voidedAt: instantSchema.nullable(),
  /** A gift's e-mail: when it went, or the day it is due. */
  sentAt: instantSchema.nullable(),
  sendOn: isoDateSchema.nullable(),
  /** What a void still has to refund to the card (the sweep retries it). */
  refundDueCents: centsSchema,
  createdAt: instantSchema,
});
export type StaffVoucherRow = z.infer<typeof staffVoucherRowSchema>;

export const staffFindVouchersResponseSchema = z.object({
  vouchers: z.array(staffVoucherRowSchema),
});

/**
 * The payload of `staffResendVoucher` and `staffVoidVoucher`: the voucher, by its code (staff who
 * have it) or by its gift order (from the list, which shows no codes), and the reason for the log.
 */
export const staffVoucherActionSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Say which voucher.')
      .max(VOUCHER_CODE_LENGTH * 2, 'That is not a voucher code.')
      .refine((code) => normaliseVoucherCode(code) !== null, 'That is not a voucher code.')
      .optional(),
    orderId: documentIdSchema(
      'Say which voucher.',
      'That is not a gift order reference.',
    ).optional(),
    reason: reasonSchema.min(1, 'Give a reason: it goes in the audit log.'),
  })
  .strict()
  .refine((request) => (request.code === undefined) !== (request.orderId === undefined), {
    message: 'Say which voucher: by its code or by its gift order, one of them.',
  });
export type StaffVoucherAction = z.infer<typeof staffVoucherActionSchema>;

export const staffVoucherActionResponseSchema = z.object({
  status: z.enum(VOUCHER_STATUSES),
  /** What the void refunded (or left due, if the card provider did not answer); 0 for a resend. */
  refundCents: centsSchema,
});
