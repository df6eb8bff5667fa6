import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { bookingDoc, PRICING_SETTINGS_DOC } from '@camping/domain/firestore/paths';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { storedBooking, transitionBooking } from './booking-transition.ts';
import { ownBooking, previewOf } from './cancellation.ts';
import { settleRefundNowOrBySweep } from './settle-refund.ts';

/** Callable: what cancelling one of my bookings now would refund, shown before I confirm. */
export const previewCancellation = defineCallable(
  'previewCancellation',
  { requireSignIn: 'Log in to manage your bookings.', rateLimit: RATE_LIMITS.previewCancellation },
  async ({ bookingId }, call) => {
    const [bookingSnap, pricingSnap] = await db.getAll(
      db.doc(bookingDoc(bookingId)),
      db.doc(PRICING_SETTINGS_DOC),
    );
    return previewOf(ownBooking(bookingSnap!, call.auth.uid), pricingSnap, todayInSydney());
  },
);

/**
 * Callable: cancels one of my bookings. In one transaction the booking becomes `cancelled` (through
 * BOOKING_TRANSITIONS, freeing its kits and crew) with the refund the cancellation tiers give marked
 * as due; then the refund is sent with an idempotency key and recorded. An unpaid hold is simply
 * released (what the checkout page does when a payment is cancelled).
 */
export const cancelBooking = defineCallable(
  'cancelBooking',
  {
    requireSignIn: 'Log in to manage your bookings.',
    rateLimit: RATE_LIMITS.cancelBooking,
    secrets: PAYMENT_SECRETS,
  },
  async ({ bookingId }, call) => {
    const uid = call.auth.uid;
    const bookingRef = db.doc(bookingDoc(bookingId));
    const before = await bookingRef.get();
    const facts = await bookingMailFacts(db, ownBooking(before, uid));
    const preview = await atomicUpdate(db, async (transaction) => {
      const [bookingSnap, pricingSnap] = await transaction.getAll(
        bookingRef,
        db.doc(PRICING_SETTINGS_DOC),
      );
      const booking = ownBooking(bookingSnap!, uid);
      const wasPaid = Boolean(booking.payment?.paidCents);
      const figures = previewOf(booking, pricingSnap, todayInSydney());
      transitionBooking(db, transaction, booking, 'cancelled', {
        by: uid,
        note: figures.refundCents
          ? `Cancelled by the customer; ${formatAud(figures.refundCents)} to refund.`
          : 'Cancelled by the customer.',
        fields: figures.refundCents ? { 'payment.refundDueCents': figures.refundCents } : {},
      });
      // Without a refund to wait for, the e-mail goes now; with one, when it is sent.
      if (wasPaid && !figures.refundCents && facts) {
        queueMail(db, transaction, await bookingMail('cancelled', facts));
      }
      return figures;
    });
    if (preview.refundCents > 0) {
      await settleRefundNowOrBySweep(db, paymentProvider(), bookingId);
    }
    return { bookingId: storedBooking(before).id, refundCents: preview.refundCents };
  },
);
