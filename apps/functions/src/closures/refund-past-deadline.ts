import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { formatAud } from '@camping/domain/catalogue/money';
import { compareIsoDates, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { settleRefund } from '../bookings/settle-refund.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { closureMail } from '../mail/closure-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { chosen } from './chooser.ts';

/** How many bookings one sweep refunds; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Refunds in full every booking still awaiting its closure choice after its deadline (Sydney): a
 * query on (status, closure.deadline), then each booking re-read in its own atomic update, which
 * cancels it with the refund marked due only if no choice landed meanwhile; the refund is sent with
 * the cancellation's idempotency key. Two sweeps at once: one update commits, the other finds the
 * booking cancelled, and the provider and settleRefund's own update refund once.
 */
export async function refundPastDeadline(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  today: IsoDate = todayInSydney(),
): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.bookings)
    .where('status', '==', 'awaiting_choice')
    .where('closure.deadline', '<', today)
    .limit(SWEEP_BATCH)
    .get();
  let refunded = 0;
  for (const doc of due.docs) {
    const ref = db.doc(bookingDoc(doc.id));
    const facts = await bookingMailFacts(db, storedBooking(doc));
    const paidCents = await atomicUpdate(db, async (update) => {
      const booking = storedBooking(await update.get(ref));
      const { closure } = booking;
      if (booking.status !== 'awaiting_choice' || !closure || closure.choice) return null;
      if (compareIsoDates(closure.deadline, today) >= 0) return null;
      const paid = Math.max(
        0,
        (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0),
      );
      const made = chosen(closure, { kind: 'refund' }, 'automatic', { refundCents: paid });
      transitionBooking(db, update, booking, 'cancelled', {
        by: 'system',
        note: `No choice by ${closure.deadline}: refunded in full (${formatAud(paid)}).`,
        fields: { closure: made, ...(paid ? { 'payment.refundDueCents': paid } : {}) },
      });
      if (!paid && facts) {
        const mail = await closureMail('closure-refunded', {
          ...facts,
          closure: made,
          automatic: true,
        });
        queueMail(db, update, mail);
      }
      return paid;
    });
    if (paidCents === null) continue;
    refunded += 1;
    try {
      await settleRefund(db, provider, doc.id);
    } catch (error) {
      logger.error('Refund not sent yet; the sweep will retry it.', { bookingId: doc.id, error });
    }
  }
  return refunded;
}
