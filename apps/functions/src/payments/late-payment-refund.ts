import { FieldValue } from 'firebase-admin/firestore';
import { latePayment } from '@camping/domain/booking/booking-outcome';
import { storedBooking } from '../bookings/booking-transition.ts';
import type { BookingMailKind } from '../mail/booking-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { CompletedSession } from './session-completed.ts';
import {
  readEventAndBooking,
  recordEvent,
  recordPayment,
  type StripeEventOutcome,
} from './stripe-event-record.ts';

/**
 * A payment refunded in full as it arrived, by why (`latePayment`): the payment's reason, the
 * booking's history note and the e-mail that tells the customer.
 */
const LATE_REFUNDS = {
  'after-expiry': {
    reason: 'Paid after the hold expired and the nights were taken.',
    note: 'Paid after the hold expired and the nights were taken: refunded in full.',
    mail: 'paid-too-late',
  },
  'after-cancelling': {
    reason: 'Paid after the booking was cancelled.',
    note: 'Paid after the booking was cancelled: refunded in full.',
    mail: 'paid-after-cancelling',
  },
} as const satisfies Record<string, { reason: string; note: string; mail: BookingMailKind }>;

/**
 * Refunds a payment that came too late (its hold ended and the nights are taken, or the booking was
 * cancelled), then records the refund and the event and tells the customer. The refund's key is
 * the booking's, so a retried event does not refund twice.
 */
export async function refundLatePayment(
  { db, event, bookingId, bookingRef, paymentIntentId, paidCents, mail }: CompletedSession,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<StripeEventOutcome> {
  const refund = await provider.refund({
    paymentIntentId,
    amountCents: paidCents,
    bookingId,
    key: `late-payment-${bookingId}`,
  });
  await atomicUpdate(db, async (transaction) => {
    const { eventSnap, bookingSnap } = await readEventAndBooking(
      db,
      transaction,
      event,
      bookingRef,
    );
    if (eventSnap?.exists) return;
    const booking = storedBooking(bookingSnap!);
    const late = LATE_REFUNDS[latePayment(booking) ?? 'after-expiry'];
    recordPayment(db, transaction, refund.id, {
      bookingId,
      userId: booking.userId,
      kind: 'refund',
      amountCents: paidCents,
      currency: 'AUD',
      providerId: refund.id,
      reason: late.reason,
    });
    transaction.update(bookingRef, {
      'payment.refundedCents': paidCents,
      updatedAt: new Date().toISOString(),
      history: FieldValue.arrayUnion({
        status: booking.status,
        at: new Date().toISOString(),
        by: 'stripe',
        note: late.note,
      }),
    });
    recordEvent(db, transaction, event, bookingId, 'refunded: paid too late');
    await mail(late.mail, transaction, paidCents);
  });
  return 'refunded: paid too late';
}
