import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { chargeRefunded } from './charge-refunded.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sessionCompleted } from './session-completed.ts';
import { sessionExpired } from './session-expired.ts';
import { ignore, type StripeEventOutcome } from './stripe-event-record.ts';

/**
 * Applies one verified Stripe event, exactly once: the event id is recorded in the same transaction
 * as what it changes, so a repeat delivery finds it and changes nothing; and every status change goes
 * through BOOKING_TRANSITIONS, so an event that arrives out of order (expired after completed) finds
 * nothing to do. Answers what it did, for the log and the tests.
 */
export async function handleStripeEvent(
  db: Firestore,
  event: Stripe.Event,
  provider: Pick<PaymentProvider, 'refund' | 'paidWith'>,
): Promise<StripeEventOutcome> {
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
