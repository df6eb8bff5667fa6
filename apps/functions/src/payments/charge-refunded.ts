import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { storedBooking } from '../bookings/booking-transition.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import {
  ignore,
  readEventAndBooking,
  recordEvent,
  recordPayment,
  type StripeEventOutcome,
} from './stripe-event-record.ts';

/** A charge was refunded at Stripe: the booking records how much in all, and each refund. */
export async function chargeRefunded(
  db: Firestore,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<StripeEventOutcome> {
  const bookingId = charge.metadata?.bookingId ?? null;
  if (!bookingId) return ignore(db, event, 'ignored: no booking');
  const bookingRef = db.doc(bookingDoc(bookingId));
  return atomicUpdate(db, async (transaction): Promise<StripeEventOutcome> => {
    const { eventSnap, bookingSnap } = await readEventAndBooking(
      db,
      transaction,
      event,
      bookingRef,
    );
    if (eventSnap?.exists) return 'duplicate';
    if (!bookingSnap?.exists || !bookingSnap.get('payment')) {
      recordEvent(db, transaction, event, bookingId, 'ignored: unknown booking');
      return 'ignored: unknown booking';
    }
    const booking = storedBooking(bookingSnap);
    const refunded = Math.max(booking.payment!.refundedCents, charge.amount_refunded);
    transaction.update(bookingRef, { 'payment.refundedCents': refunded });
    for (const refund of charge.refunds?.data ?? []) {
      recordPayment(db, transaction, refund.id, {
        bookingId,
        userId: booking.userId,
        kind: 'refund',
        amountCents: refund.amount,
        currency: 'AUD',
        providerId: refund.id,
      });
    }
    recordEvent(db, transaction, event, bookingId, `refunded ${refunded}`);
    return `refunded ${refunded}`;
  });
}
