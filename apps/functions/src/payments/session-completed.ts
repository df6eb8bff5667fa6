import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { refundDestination, type PaymentMethodType } from '@camping/domain/booking/payment-method';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { inventoryRefs, problemIn, type CapacityLimits } from '../bookings/stay-capacity.ts';
import { loadStayLimits } from '../bookings/stay-limits.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail, type BookingMailKind } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate, type AtomicUpdate } from '../shared/atomic-update.ts';
import { giftOrderIdOf } from '../vouchers/gift-checkout-session.ts';
import { giftPaid } from '../vouchers/gift-order-events.ts';
import { changePaid, dateChangeIdOf } from './change-paid.ts';
import { refundLatePayment } from './late-payment-refund.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  paidSessionBooking,
  readEventAndBooking,
  recordEvent,
  recordPayment,
  type StripeEventOutcome,
} from './stripe-event-record.ts';

/** A paid payment page and its booking: what taking the payment and refunding it both need. */
export interface CompletedSession {
  db: Firestore;
  event: Stripe.Event;
  bookingId: string;
  bookingRef: DocumentReference;
  paymentIntentId: string;
  paidCents: number;
  paidWith: PaymentMethodType;
  /** Queues the booking's e-mail of that kind (none for a customer gone since). */
  mail: (kind: BookingMailKind, transaction: AtomicUpdate, refundCents?: number) => Promise<void>;
}

/**
 * A customer paid: the booking is requested, or, paid after its hold ended, refunded in full; or it
 * is the difference of a change of dates (change-paid.ts), or a gift voucher (gift-order-events.ts).
 */
export async function sessionCompleted(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  provider: Pick<PaymentProvider, 'refund' | 'paidWith'>,
): Promise<StripeEventOutcome> {
  if (giftOrderIdOf(session)) return giftPaid(db, event, session);
  if (dateChangeIdOf(session)) return changePaid(db, event, session, provider);
  const paid = await paidSessionBooking(db, event, session);
  if ('ignored' in paid) return paid.ignored;
  const { bookingId, bookingRef, paymentIntentId, before } = paid;
  const limits = await loadStayLimits(db, storedBooking(before));
  const paidWith = await provider.paidWith(paymentIntentId, session);
  const unpaidFacts = await bookingMailFacts(db, storedBooking(before));
  // A payment that comes too late goes back the way it came.
  const facts = unpaidFacts && { ...unpaidFacts, refundTo: refundDestination(paidWith) };
  const completed: CompletedSession = {
    db,
    event,
    bookingId,
    bookingRef,
    paymentIntentId,
    paidCents: session.amount_total ?? 0,
    paidWith,
    mail: async (kind, transaction, refundCents) => {
      if (facts) queueMail(db, transaction, await bookingMail(kind, { ...facts, refundCents }));
    },
  };
  const outcome = await takePayment(completed, limits);
  return outcome === 'refund due' ? refundLatePayment(completed, provider) : outcome;
}

/**
 * Records the charge and requests the booking while its hold lasts (or, expired, while its nights
 * are still free). Otherwise it records the charge and answers 'refund due': the refund is sent
 * outside the transaction.
 */
function takePayment(
  {
    db,
    event,
    bookingId,
    bookingRef,
    paymentIntentId,
    paidCents,
    paidWith,
    mail,
  }: CompletedSession,
  limits: CapacityLimits,
) {
  return atomicUpdate(db, async (transaction): Promise<StripeEventOutcome | 'refund due'> => {
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
    // What the booking paid: the card's part and its voucher's (taken when it was held).
    const paid = {
      ...booking.payment!,
      paymentIntentId,
      paidCents: paidCents + (booking.voucher?.cents ?? 0),
      paidWith,
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
    // Paid after the hold ended: take the stay again if it is still free, else refund it all. A
    // voucher's part went back when the hold ended, so its card part alone is refunded.
    if (booking.status === 'expired' && !booking.voucher) {
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
    // The event is not recorded yet: if the refund fails, Stripe's retry of this event tries again.
    charge();
    transaction.update(bookingRef, {
      payment: { ...paid, paidCents },
      updatedAt: new Date().toISOString(),
    });
    return 'refund due';
  });
}
