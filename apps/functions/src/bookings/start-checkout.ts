import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { userDoc } from '@camping/domain/firestore/paths';
import { pricedWithPromo } from '../offers/promo-quote.ts';
import { PromoRefused } from '../offers/promo-use.ts';
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
 * Callable: holds the stay and starts paying for it. Validates and re-quotes the choice (with its
 * promo code); a price other than the total the customer was shown, or a code that no longer
 * applies, holds nothing and answers the new price (and why). Else it
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
    const today = todayInSydney();
    const undiscounted = quoteChoice(context, request);
    const datesProblem = datesProblemOf(context, request, today);
    if (datesProblem) {
      throw new HttpsError('failed-precondition', datesProblem, { reason: 'dates' });
    }
    // A code that no longer applies holds nothing: the customer sees the full price and why first.
    const { quote, promoProblem } = await pricedWithPromo(db, undiscounted, request, today);
    if (promoProblem) return { outcome: 'price-changed' as const, quote, promoProblem };
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
    }).catch((error: unknown) => {
      if (error instanceof PromoRefused) return error;
      throw error;
    });
    if (booking instanceof PromoRefused) {
      return {
        outcome: 'price-changed' as const,
        quote: undiscounted,
        promoProblem: booking.message,
      };
    }
    const paymentUrl = await paymentPageOf(db, booking, payingFor, now);
    return { outcome: 'held' as const, bookingId: booking.id, paymentUrl };
  },
);
