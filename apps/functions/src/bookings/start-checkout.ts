import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { userDoc } from '@camping/domain/firestore/paths';
import { PAYMENT_SECRETS } from '../payments/payment-provider.ts';
import { functionsBaseOf } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { holdStay, refuseIf } from './hold-stay.ts';
import { paymentPageOf } from './payment-page.ts';
import { resumableHold } from './resume-hold.ts';
import {
  capacityProblemNow,
  datesProblemOf,
  loadStayContext,
  quoteChoice,
} from './stay-context.ts';

/**
 * Callable: holds the stay and starts paying for it. Validates and re-quotes the choice; a price
 * other than the total the customer was shown holds nothing and answers the new price. Else it
 * resumes the customer's own hold of the same choice, or holds a kit on every night and the crew on
 * both end days in one transaction (booking `pending_payment`, hold 30 minutes); then it opens a
 * Stripe Checkout Session, or locally the test-payment page, and answers where the browser goes. The
 * same idempotency key again answers the same booking and payment page.
 */
export const startCheckout = defineCallable(
  'startCheckout',
  {
    requireSignIn: 'Log in to book a stay.',
    rateLimit: RATE_LIMITS.startCheckout,
    secrets: PAYMENT_SECRETS,
  },
  async (request, call) => {
    // The name on the booking is the profile's (the ID token carries a new name only once refreshed).
    const [context, profile] = await Promise.all([
      loadStayContext(db, request),
      db.doc(userDoc(call.auth.uid)).get(),
    ]);
    const quote = quoteChoice(context, request);
    const datesProblem = datesProblemOf(context, request, todayInSydney());
    if (datesProblem) {
      throw new HttpsError('failed-precondition', datesProblem, { reason: 'dates' });
    }
    if (quote.totalCents !== request.expectedTotalCents) {
      return { outcome: 'price-changed' as const, quote };
    }
    const now = new Date();
    const payingFor = {
      locationName: context.location.name,
      packageName: context.campingPackage.name,
      customerEmail: call.auth.token.email,
      functionsBase: functionsBaseOf(call.rawRequest),
    };
    // Before the capacity check: the customer's own hold may have taken the last kit.
    const resumed = await resumableHold(db, call.auth.uid, request, quote, now);
    if (resumed) {
      const paymentUrl = await paymentPageOf(db, resumed, payingFor, now);
      return { outcome: 'held' as const, bookingId: resumed.id, paymentUrl };
    }
    // Refusing a taken stay before the transaction keeps racers for it from queueing on its locks.
    refuseIf(await capacityProblemNow(db, context, request));
    const booking = await holdStay(db, {
      uid: call.auth.uid,
      email: call.auth.token.email,
      name: (profile.get('displayName') as string | undefined) ?? call.auth.token.name,
      request,
      context,
      quote,
      now,
    });
    const paymentUrl = await paymentPageOf(db, booking, payingFor, now);
    return { outcome: 'held' as const, bookingId: booking.id, paymentUrl };
  },
);
