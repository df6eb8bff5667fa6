import { latePayment } from '@camping/domain/booking/booking-outcome';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { PaymentDocument } from '@camping/domain/firestore/documents';
import { bookingDoc, paymentDoc, stripeEventDoc } from '@camping/domain/firestore/paths';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { inventoryRefs, problemIn } from '../bookings/stay-capacity.ts';
import { loadStayLimits } from '../bookings/stay-limits.ts';
import { bookingMail, type BookingMailKind } from '../mail/booking-mail.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { atomicUpdate, type AtomicUpdate } from '../shared/atomic-update.ts';

type Outcome = string;

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

/** What is written for a payment document: the server fills in the time. */
type PaymentWrite = Omit<PaymentDocument, 'createdAt'> & { createdAt: FieldValue };

function recordEvent(
  db: Firestore,
  transaction: AtomicUpdate,
  event: Stripe.Event,
  bookingId: string | null,
  outcome: Outcome,
) {
  transaction.set(db.doc(stripeEventDoc(event.id)), {
    type: event.type,
    bookingId,
    outcome,
    receivedAt: FieldValue.serverTimestamp(),
  });
}

function recordPayment(
  db: Firestore,
  transaction: AtomicUpdate,
  id: string,
  payment: Omit<PaymentWrite, 'createdAt'>,
) {
  transaction.set(db.doc(paymentDoc(id)), { ...payment, createdAt: FieldValue.serverTimestamp() });
}

/**
 * Applies one verified Stripe event, exactly once: the event id is recorded in the same transaction
 * as what it changes, so a repeat delivery finds it and changes nothing; and every status change goes
 * through BOOKING_TRANSITIONS, so an event that arrives out of order (expired after completed) finds
 * nothing to do. Answers what it did, for the log and the tests.
 */
export async function handleStripeEvent(
  db: Firestore,
  event: Stripe.Event,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return sessionCompleted(db, event, event.data.object, provider);
    case 'checkout.session.expired':
      return sessionExpired(db, event, event.data.object);
    case 'charge.refunded':
      return chargeRefunded(db, event, event.data.object);
    default:
      return ignore(db, event, 'ignored: not an event we act on');
  }
}

async function ignore(db: Firestore, event: Stripe.Event, outcome: Outcome): Promise<Outcome> {
  await atomicUpdate(db, async (transaction) => {
    if ((await transaction.get(db.doc(stripeEventDoc(event.id)))).exists) return;
    recordEvent(db, transaction, event, null, outcome);
  });
  return outcome;
}

/** An event's record (present once applied) and its booking, read first in each update. */
async function readEventAndBooking(
  db: Firestore,
  transaction: AtomicUpdate,
  event: Stripe.Event,
  bookingRef: DocumentReference,
) {
  const [eventSnap, bookingSnap] = await transaction.getAll(
    db.doc(stripeEventDoc(event.id)),
    bookingRef,
  );
  return { eventSnap: eventSnap!, bookingSnap: bookingSnap! };
}

const bookingIdOf = (object: {
  metadata?: Stripe.Metadata | null;
  client_reference_id?: string | null;
}) => object.metadata?.bookingId ?? object.client_reference_id ?? null;

async function sessionCompleted(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<Outcome> {
  const bookingId = bookingIdOf(session);
  const paymentIntentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!bookingId || !paymentIntentId || session.payment_status !== 'paid') {
    return ignore(db, event, 'ignored: no booking or not paid');
  }
  const paidCents = session.amount_total ?? 0;
  const bookingRef = db.doc(bookingDoc(bookingId));
  const before = await bookingRef.get();
  if (!before.exists) return ignore(db, event, 'ignored: unknown booking');
  const limits = await loadStayLimits(db, storedBooking(before));
  const facts = await bookingMailFacts(db, storedBooking(before));
  const mail = async (kind: BookingMailKind, transaction: AtomicUpdate, refundCents?: number) => {
    if (facts) queueMail(db, transaction, await bookingMail(kind, { ...facts, refundCents }));
  };

  const outcome = await atomicUpdate(db, async (transaction): Promise<Outcome> => {
    const { eventSnap, bookingSnap } = await readEventAndBooking(
      db,
      transaction,
      event,
      bookingRef,
    );
    if (eventSnap?.exists) return 'duplicate';
    const booking = storedBooking(bookingSnap!);
    const stay = {
      packageId: booking.packageId,
      arrival: booking.arrival as IsoDate,
      departure: booking.departure as IsoDate,
    };
    const paid = {
      ...booking.payment!,
      paymentIntentId,
      paidCents,
    };
    const charge = (): void =>
      recordPayment(db, transaction, paymentIntentId, {
        bookingId,
        userId: booking.userId,
        kind: 'charge',
        amountCents: paidCents,
        currency: 'AUD',
        providerId: paymentIntentId,
      });

    if (booking.status === 'pending_payment') {
      charge();
      transitionBooking(db, transaction, booking, 'requested', {
        by: 'stripe',
        fields: { payment: paid, holdExpiresAt: FieldValue.delete() },
      });
      recordEvent(db, transaction, event, bookingId, 'requested');
      await mail('received', transaction);
      return 'requested';
    }
    if (booking.payment?.paidCents) {
      recordEvent(db, transaction, event, bookingId, 'ignored: already paid');
      return 'ignored: already paid';
    }
    // Paid after the hold ended: take the stay again if it is still free, else refund it all.
    if (booking.status === 'expired') {
      const inventory = await transaction.getAll(...inventoryRefs(db, stay));
      if (!problemIn(stay, inventory, limits)) {
        charge();
        transitionBooking(db, transaction, booking, 'requested', {
          by: 'stripe',
          note: 'Paid after the hold expired; the nights were still free.',
          fields: { payment: paid },
        });
        recordEvent(db, transaction, event, bookingId, 'requested after expiry');
        await mail('received', transaction);
        return 'requested after expiry';
      }
    }
    // Not recorded yet: if the refund below fails, Stripe's retry of this event tries it again.
    charge();
    transaction.update(bookingRef, { payment: paid, updatedAt: new Date().toISOString() });
    return 'refund due';
  });

  if (outcome !== 'refund due') return outcome;
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

async function sessionExpired(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome> {
  const bookingId = bookingIdOf(session);
  if (!bookingId) return ignore(db, event, 'ignored: no booking');
  const bookingRef = db.doc(bookingDoc(bookingId));
  return atomicUpdate(db, async (transaction) => {
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

async function chargeRefunded(
  db: Firestore,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<Outcome> {
  const bookingId = charge.metadata?.bookingId ?? null;
  if (!bookingId) return ignore(db, event, 'ignored: no booking');
  const bookingRef = db.doc(bookingDoc(bookingId));
  return atomicUpdate(db, async (transaction) => {
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
