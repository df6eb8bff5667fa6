import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { decisionReason } from '@camping/domain/booking/booking-outcome';
import { bookingDoc, paymentDoc } from '@camping/domain/firestore/paths';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail, type BookingMailKind } from '../mail/booking-mail.ts';
import { closureMail } from '../mail/closure-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { storedBooking, type StoredBooking } from './booking-transition.ts';

/**
 * The e-mail of the decision that refunds a booking, whoever sends the refund: a decline or a
 * cancellation, with what staff wrote when they decided (which My Bookings shows too).
 */
function refundMail(booking: StoredBooking): { kind: BookingMailKind; reason?: string } {
  if (booking.payment?.refundDueChangeId) return { kind: 'dates-changed' };
  const kind: BookingMailKind =
    booking.status === 'declined' || booking.status === 'cancelled' ? booking.status : 'refunded';
  const reason = decisionReason(booking);
  return reason ? { kind, reason } : { kind };
}

/**
 * Sends the refund a booking is due (`payment.refundDueCents`, set in the same transaction as the
 * decline, cancellation, cheaper change of dates or closure's refund) and records it with the e-mail that tells the
 * customer. The refund's idempotency key is the booking's and its status (or the change's), so
 * running this again (after a failure, by the scheduled sweep) never refunds twice, and the e-mail
 * is the decision's whichever run sends it.
 */
export async function settleRefund(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  bookingId: string,
): Promise<number> {
  const bookingRef = db.doc(bookingDoc(bookingId));
  const booking = storedBooking(await bookingRef.get());
  const due = booking.payment?.refundDueCents ?? 0;
  if (due <= 0 || !booking.payment?.paymentIntentId) return 0;
  const { kind, reason } = refundMail(booking);
  const refund = await provider.refund({
    paymentIntentId: booking.payment.paymentIntentId,
    amountCents: due,
    bookingId,
    key: booking.payment.refundDueChangeId
      ? `refund-${bookingId}-change-${booking.payment.refundDueChangeId}`
      : `refund-${bookingId}-${booking.status}`,
  });
  const facts = await bookingMailFacts(db, booking, { refundCents: due, reason });
  await atomicUpdate(db, async (transaction) => {
    const current = storedBooking(await transaction.get(bookingRef));
    if (!current.payment?.refundDueCents) return;
    transaction.set(db.doc(paymentDoc(refund.id)), {
      bookingId,
      userId: current.userId,
      kind: 'refund',
      amountCents: due,
      currency: 'AUD',
      providerId: refund.id,
      ...(reason ? { reason } : {}),
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.update(bookingRef, {
      'payment.refundedCents': current.payment.refundedCents + due,
      'payment.refundDueCents': FieldValue.delete(),
      'payment.refundDueChangeId': FieldValue.delete(),
      updatedAt: new Date().toISOString(),
    });
    if (facts) {
      const mail =
        booking.closure?.choice?.kind === 'refund'
          ? await closureMail('closure-refunded', {
              ...facts,
              closure: booking.closure,
              automatic: booking.closure.chosenBy === 'automatic',
            })
          : await bookingMail(kind, facts);
      queueMail(db, transaction, mail);
    }
  });
  return due;
}

/**
 * Sends a refund just marked due, at once when the payment provider answers; if it does not, what
 * marked it stands and the scheduled sweep sends it (settleDueRefunds).
 */
export async function settleRefundNowOrBySweep(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  bookingId: string,
): Promise<void> {
  try {
    await settleRefund(db, provider, bookingId);
  } catch (error) {
    logger.error('Refund not sent yet; the sweep will retry it.', { bookingId, error });
  }
}
