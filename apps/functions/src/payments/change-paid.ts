import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PendingDateChange } from '@camping/domain/booking/booking';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { storedBooking, type StoredBooking } from '../bookings/booking-transition.ts';
import { changeApplied, completeChange, releaseChange } from '../bookings/date-change-moves.ts';
import { changedFields } from '../bookings/date-change-quote.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  bookingIdOf,
  ignore,
  paidSessionBooking,
  readEventAndBooking,
  recordEvent,
  recordPayment,
  type StripeEventOutcome,
} from './stripe-event-record.ts';

/** The change of dates a Checkout Session pays for, from its metadata; null for a checkout's. */
export const dateChangeIdOf = (session: Stripe.Checkout.Session) =>
  session.metadata?.dateChangeId ?? null;

const waitingFor = (booking: StoredBooking, changeId: string) =>
  (booking.status === 'requested' || booking.status === 'confirmed') &&
  booking.pendingChange?.id === changeId;

/**
 * The difference of a change of dates is paid: while the change is held, in one atomic update the
 * booking moves to the new stay (what only the old one held given back) with its history entry and
 * the e-mail with the updated calendar file. A change given up meanwhile (expired, replaced, the
 * booking cancelled) is refunded in full, with its own key, and the booking stays as it is.
 */
export async function changePaid(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<StripeEventOutcome> {
  const paid = await paidSessionBooking(db, event, session);
  if ('ignored' in paid) return paid.ignored;
  const { bookingId, bookingRef, paymentIntentId, before } = paid;
  const changeId = dateChangeIdOf(session)!;
  const booking = storedBooking(before);
  const paidCents = session.amount_total ?? 0;
  const facts = booking.pendingChange
    ? await bookingMailFacts(db, { ...booking, ...changedFields(booking.pendingChange) })
    : null;
  const outcome = await atomicUpdate(
    db,
    async (update): Promise<StripeEventOutcome | 'refund due'> => {
      const { eventSnap, bookingSnap } = await readEventAndBooking(db, update, event, bookingRef);
      if (eventSnap.exists) return 'duplicate';
      const current = storedBooking(bookingSnap);
      const charge = () =>
        recordPayment(db, update, paymentIntentId, {
          bookingId,
          userId: current.userId,
          kind: 'charge',
          amountCents: paidCents,
          currency: 'AUD',
          providerId: paymentIntentId,
        });
      if (changeApplied(current, changeId)) {
        recordEvent(db, update, event, bookingId, 'ignored: already paid');
        return 'ignored: already paid';
      }
      if (waitingFor(current, changeId)) {
        charge();
        completeChange(
          db,
          update,
          current as StoredBooking & { pendingChange: PendingDateChange },
          paidCents,
        );
        recordEvent(db, update, event, bookingId, 'dates changed');
        if (facts) {
          queueMail(
            db,
            update,
            await bookingMail('dates-changed', { ...facts, sequence: facts.sequence + 1 }),
          );
        }
        return 'dates changed';
      }
      // Not recorded yet: if the refund fails, Stripe's redelivery of this event tries again.
      charge();
      return 'refund due';
    },
  );
  if (outcome !== 'refund due') return outcome;
  const refund = await provider.refund({
    paymentIntentId,
    amountCents: paidCents,
    bookingId,
    key: `late-change-${changeId}`,
  });
  await atomicUpdate(db, async (update) => {
    const { eventSnap, bookingSnap } = await readEventAndBooking(db, update, event, bookingRef);
    if (eventSnap.exists) return;
    const current = storedBooking(bookingSnap);
    recordPayment(db, update, refund.id, {
      bookingId,
      userId: current.userId,
      kind: 'refund',
      amountCents: paidCents,
      currency: 'AUD',
      providerId: refund.id,
      reason: 'The change of dates was paid after it had ended.',
    });
    const at = new Date().toISOString();
    update.update(bookingRef, {
      updatedAt: at,
      history: FieldValue.arrayUnion({
        status: current.status,
        at,
        by: 'stripe',
        note: 'A change of dates was paid after it had ended: refunded in full, the dates unchanged.',
      }),
    });
    recordEvent(db, update, event, bookingId, 'refunded: change paid too late');
  });
  return 'refunded: change paid too late';
}

/** The payment page of a change expired unpaid: the change is given up, the booking as it was. */
export async function changeExpired(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  const bookingId = bookingIdOf(session);
  const changeId = dateChangeIdOf(session)!;
  if (!bookingId) return ignore(db, event, 'ignored: no booking');
  const bookingRef = db.doc(bookingDoc(bookingId));
  return atomicUpdate(db, async (update): Promise<StripeEventOutcome> => {
    const { eventSnap, bookingSnap } = await readEventAndBooking(db, update, event, bookingRef);
    if (eventSnap.exists) return 'duplicate';
    const booking = bookingSnap.exists ? storedBooking(bookingSnap) : null;
    const pending = booking?.pendingChange;
    if (!booking || pending?.id !== changeId) {
      recordEvent(db, update, event, bookingId, 'ignored: a change no longer waiting');
      return 'ignored: a change no longer waiting';
    }
    if (pending.payment && pending.payment.checkoutSessionId !== session.id) {
      recordEvent(db, update, event, bookingId, 'ignored: a replaced payment page');
      return 'ignored: a replaced payment page';
    }
    releaseChange(db, update, booking, 'The payment page of the change of dates expired unpaid.');
    recordEvent(db, update, event, bookingId, 'change released');
    return 'change released';
  });
}
