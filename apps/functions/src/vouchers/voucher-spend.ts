import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { voucherDoc, voucherUseDoc } from '@camping/domain/firestore/paths';
import {
  normaliseVoucherCode,
  spendableCents,
  voucherDocumentSchema,
} from '@camping/domain/vouchers/voucher';
import {
  VOUCHER_NOT_VALID,
  voucherPartCents,
  voucherRefusal,
  type BookingVoucher,
} from '@camping/domain/vouchers/voucher-spend';
import type { StoredBooking } from '../bookings/booking-transition.ts';
import type { AtomicUpdate } from '../shared/atomic-update.ts';

/** A voucher the page showed paying `expectedCents` of the stay, by its stored code. */
export interface VoucherToSpend {
  code: string;
  expectedCents: number;
}

/**
 * The voucher a checkout spends, by its stored code, or null for none. A code that cannot be one is
 * refused as an unknown one is, so guessing learns nothing.
 */
export function voucherToSpend(request: {
  voucherCode?: string | undefined;
  expectedVoucherCents?: number | undefined;
}): VoucherToSpend | null {
  if (request.voucherCode === undefined) return null;
  const code = normaliseVoucherCode(request.voucherCode);
  if (!code) {
    throw new HttpsError('failed-precondition', VOUCHER_NOT_VALID, {
      reason: 'voucher',
      voucherCents: 0,
    });
  }
  return { code, expectedCents: request.expectedVoucherCents ?? 0 };
}

/**
 * In the hold's atomic update: what the voucher pays of `totalCents` now, taken from its balance
 * with a record of the use. When that is not what the page showed (another checkout spent it
 * meanwhile, it expired), nothing is held and the customer is told what it pays now.
 */
export async function takeVoucher(
  db: Firestore,
  update: AtomicUpdate,
  spend: VoucherToSpend,
  hold: { bookingId: string; totalCents: number; at: string },
): Promise<BookingVoucher> {
  const snap = await update.get(db.doc(voucherDoc(spend.code)));
  const voucher = snap.exists ? voucherDocumentSchema.parse(snap.data()) : undefined;
  const today = todayInSydney();
  const refusal = voucherRefusal(voucher, today);
  const cents = voucher ? voucherPartCents(spendableCents(voucher, today), hold.totalCents) : 0;
  if (refusal || cents !== spend.expectedCents) {
    throw new HttpsError(
      'failed-precondition',
      refusal ?? `That voucher now pays ${formatAud(cents)}.`,
      {
        reason: 'voucher',
        voucherCents: cents,
      },
    );
  }
  update.update(db.doc(voucherDoc(spend.code)), { balanceCents: voucher!.balanceCents - cents });
  update.set(db.doc(voucherUseDoc(spend.code, hold.bookingId)), {
    bookingId: hold.bookingId,
    kind: 'spent',
    cents,
    at: hold.at,
  });
  return { code: spend.code, cents, returnedCents: 0 };
}

/**
 * Gives `cents` back to a booking's voucher in the caller's update, with its record (`useId`), and
 * answers the booking's fields that say so. An increment: the voucher need not be read, and a
 * checkout spending it meanwhile reads it again.
 */
export function returnToVoucher(
  db: Firestore,
  update: AtomicUpdate,
  booking: Pick<StoredBooking, 'id' | 'voucher'>,
  cents: number,
  useId: string,
): Record<string, number> {
  if (!booking.voucher || cents <= 0) return {};
  const { code, returnedCents } = booking.voucher;
  update.update(db.doc(voucherDoc(code)), { balanceCents: FieldValue.increment(cents) });
  update.set(db.doc(voucherUseDoc(code, useId)), {
    bookingId: booking.id,
    kind: 'returned',
    cents,
    at: new Date().toISOString(),
  });
  return { 'voucher.returnedCents': returnedCents + cents };
}

/**
 * A hold given up unpaid (expired, its payment page expired, replaced, its payment not started)
 * gives its voucher back whole; a paid booking's voucher is given back by its refund instead.
 */
export function releaseHoldVoucher(
  db: Firestore,
  update: AtomicUpdate,
  booking: StoredBooking,
): Record<string, number> {
  if (booking.status !== 'pending_payment' || booking.payment?.paidCents || !booking.voucher) {
    return {};
  }
  const left = booking.voucher.cents - booking.voucher.returnedCents;
  return returnToVoucher(db, update, booking, left, `${booking.id}-released`);
}
