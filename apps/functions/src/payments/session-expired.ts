import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { giftOrderIdOf } from '../vouchers/gift-checkout-session.ts';
import { giftExpired } from '../vouchers/gift-order-events.ts';
import { changeExpired, dateChangeIdOf } from './change-paid.ts';
import {
  bookingIdOf,
  ignore,
  readEventAndBooking,
  recordEvent,
  type StripeEventOutcome,
} from './stripe-event-record.ts';

/**
 * A payment page expired unpaid: the booking's hold ends (unless "Pay now" replaced the page), or a
 * gift voucher's order.
 */
export async function sessionExpired(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  if (giftOrderIdOf(session)) return giftExpired(db, event, session);
  if (dateChangeIdOf(session)) return changeExpired(db, event, session);
  const bookingId = bookingIdOf(session);
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
    if (!bookingSnap?.exists) {
      recordEvent(db, transaction, event, bookingId, 'ignored: unknown booking');
      return 'ignored: unknown booking';
    }
    const booking = storedBooking(bookingSnap);
    if (booking.status !== 'pending_payment') {
      recordEvent(db, transaction, event, bookingId, `ignored: already ${booking.status}`);
      return `ignored: already ${booking.status}`;
    }
    // "Pay now" replaced a session that expired before the hold did: the hold lasts.
    if (booking.payment && booking.payment.checkoutSessionId !== session.id) {
      recordEvent(db, transaction, event, bookingId, 'ignored: a replaced payment page');
      return 'ignored: a replaced payment page';
    }
    transitionBooking(db, transaction, booking, 'expired', {
      by: 'stripe',
      note: 'The payment page expired unpaid.',
    });
    recordEvent(db, transaction, event, bookingId, 'expired');
    return 'expired';
  });
}
