import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { BookingStatus } from '@camping/domain/booking/booking';
import type { PaymentDocument } from '@camping/domain/firestore/documents';
import { bookingDoc, paymentDoc, stripeEventDoc } from '@camping/domain/firestore/paths';
import { atomicUpdate, type AtomicUpdate } from '../shared/atomic-update.ts';

/** Why an event changed nothing but its own record. */
type IgnoredBecause =
  | 'not an event we act on'
  | 'no booking'
  | 'no booking or not paid'
  | 'unknown booking'
  | 'already paid'
  | `already ${BookingStatus}`
  | 'a replaced payment page'
  | 'a change no longer waiting'
  | 'unknown gift order'
  | 'gift order already paid'
  | 'gift order not pending';

/** What applying an event did: recorded with the event, logged, and answered to Stripe. */
export type StripeEventOutcome =
  | 'duplicate'
  | 'requested'
  | 'requested after expiry'
  | 'refunded: paid too late'
  | 'expired'
  | 'dates changed'
  | 'change released'
  | 'refunded: change paid too late'
  | `refunded ${number}`
  | 'gift voucher issued'
  | 'gift order expired'
  | `ignored: ${IgnoredBecause}`;

/** What is written for a payment document: the server fills in the time. */
type PaymentWrite = Omit<PaymentDocument, 'createdAt'>;

export function recordEvent(
  db: Firestore,
  transaction: AtomicUpdate,
  event: Stripe.Event,
  bookingId: string | null,
  outcome: StripeEventOutcome,
) {
  transaction.set(db.doc(stripeEventDoc(event.id)), {
    type: event.type,
    bookingId,
    outcome,
    receivedAt: FieldValue.serverTimestamp(),
  });
}

export function recordPayment(
  db: Firestore,
  transaction: AtomicUpdate,
  id: string,
  payment: PaymentWrite,
) {
  transaction.set(db.doc(paymentDoc(id)), { ...payment, createdAt: FieldValue.serverTimestamp() });
}

/** Records an event that changes nothing, unless a delivery before this one did. */
export async function ignore(
  db: Firestore,
  event: Stripe.Event,
  outcome: StripeEventOutcome & `ignored: ${string}`,
): Promise<StripeEventOutcome> {
  await atomicUpdate(db, async (transaction) => {
    if ((await transaction.get(db.doc(stripeEventDoc(event.id)))).exists) return;
    recordEvent(db, transaction, event, null, outcome);
  });
  return outcome;
}

/** An event's record (present once applied) and its booking, read first in each update. */
export async function readEventAndBooking(
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

export const bookingIdOf = (object: {
  metadata?: Stripe.Metadata | null;
  client_reference_id?: string | null;
}) => object.metadata?.bookingId ?? object.client_reference_id ?? null;

/**
 * The booking a paid payment page is for, read before its update; or the outcome of an event that
 * names none, is not paid, or names a booking that does not exist (recorded as ignored).
 */
export async function paidSessionBooking(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<
  | {
      bookingId: string;
      bookingRef: DocumentReference;
      paymentIntentId: string;
      before: DocumentSnapshot;
    }
  | { ignored: StripeEventOutcome }
> {
  const bookingId = bookingIdOf(session);
  const paymentIntentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!bookingId || !paymentIntentId || session.payment_status !== 'paid') {
    return { ignored: await ignore(db, event, 'ignored: no booking or not paid') };
  }
  const bookingRef = db.doc(bookingDoc(bookingId));
  const before = await bookingRef.get();
  if (!before.exists) return { ignored: await ignore(db, event, 'ignored: unknown booking') };
  return { bookingId, bookingRef, paymentIntentId, before };
}
