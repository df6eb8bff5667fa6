import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { storedBooking, transitionBooking } from './booking-transition.ts';
import { settleRefund } from './settle-refund.ts';

/** How often the sweep runs in production; `npm run dev` runs expireDueHolds locally as often. */
export const SWEEP_MINUTES = 5;

/** How many due holds one sweep handles; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Expires every unpaid hold whose time is up and frees its kits and crew, whether or not Stripe ever
 * tells us. A query on (status, holdExpiresAt), not a scan; each booking is re-read in its own
 * transaction, so a payment that lands meanwhile wins.
 */
export async function expireDueHolds(db: Firestore, now: Date = new Date()): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.bookings)
    .where('status', '==', 'pending_payment')
    .where('holdExpiresAt', '<=', now.toISOString())
    .limit(SWEEP_BATCH)
    .get();
  let expired = 0;
  for (const doc of due.docs) {
    const changed = await atomicUpdate(db, async (transaction) => {
      const booking = storedBooking(await transaction.get(db.doc(bookingDoc(doc.id))));
      if (booking.status !== 'pending_payment' || !booking.holdExpiresAt) return false;
      if (booking.holdExpiresAt > now.toISOString()) return false;
      transitionBooking(db, transaction, booking, 'expired', {
        by: 'system',
        note: `Unpaid after ${BOOKING_RULES.holdMinutes} minutes.`,
      });
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}

/** Sends refunds that were decided but failed to go out (the card provider was down). */
export async function settleDueRefunds(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.bookings)
    .where('payment.refundDueCents', '>', 0)
    .limit(SWEEP_BATCH)
    .get();
  let settled = 0;
  for (const doc of due.docs) {
    try {
      if ((await settleRefund(db, provider, doc.id)) > 0) settled += 1;
    } catch (error) {
      logger.error('Refund still failing; next sweep retries.', { bookingId: doc.id, error });
    }
  }
  return settled;
}
