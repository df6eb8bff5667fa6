import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { functionsBaseOf, paymentUrls } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { storedBooking, transitionBooking } from './booking-transition.ts';
import { holdStay, refuseIf } from './hold-stay.ts';
import {
  capacityProblemNow,
  datesProblemOf,
  loadStayContext,
  quoteChoice,
} from './stay-context.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

/**
 * Callable: holds the stay and starts paying for it. Validates and re-quotes the choice, holds a kit
 * on every night and the crew on both end days in one transaction (booking `pending_payment`, hold
 * 30 minutes), then opens a Stripe Checkout Session, or locally the test-payment page, and answers
 * where the browser goes. The same idempotency key again answers the same booking and payment page.
 */
export const startCheckout = defineCallable(
  'startCheckout',
  {
    requireSignIn: 'Log in to book a stay.',
    rateLimit: RATE_LIMITS.startCheckout,
    secrets: PAYMENT_SECRETS,
  },
  async (request, call) => {
    const context = await loadStayContext(db, request);
    const quote = quoteChoice(context, request);
    const datesProblem = datesProblemOf(context, request, todayInSydney());
    if (datesProblem) {
      throw new HttpsError('failed-precondition', datesProblem, { reason: 'dates' });
    }
    // Refusing a taken stay before the transaction keeps racers for it from queueing on its locks.
    refuseIf(await capacityProblemNow(db, context, request));
    const booking = await holdStay(db, {
      uid: call.auth.uid,
      email: call.auth.token.email,
      request,
      context,
      quote,
      now: new Date(),
    });
    const urls = paymentUrls(
      { bookingId: booking.id, locationId: booking.locationId, packageId: booking.packageId },
      functionsBaseOf(call.rawRequest),
    );
    if (booking.status !== 'pending_payment') {
      if (booking.payment?.paidCents) return { bookingId: booking.id, paymentUrl: urls.success };
      throw new HttpsError(
        'failed-precondition',
        'This checkout has ended and its dates were released. Choose your stay again.',
        { reason: 'ended' },
      );
    }
    if (booking.payment) return { bookingId: booking.id, paymentUrl: booking.payment.paymentUrl };

    const provider = paymentProvider();
    try {
      const payment = await provider.startPayment(
        {
          id: booking.id,
          arrival: booking.arrival as IsoDate,
          departure: booking.departure as IsoDate,
          locationName: context.location.name,
          packageName: context.campingPackage.name,
          quote,
          holdExpiresAtSeconds: Math.floor(Date.parse(booking.holdExpiresAt!) / 1000),
          customerEmail: call.auth.token.email,
        },
        urls,
      );
      await db.doc(bookingDoc(booking.id)).update({
        payment: { method: provider.method, ...payment, paidCents: 0, refundedCents: 0 },
      });
      return { bookingId: booking.id, paymentUrl: payment.paymentUrl };
    } catch (error) {
      logger.error('Could not start a payment; releasing the hold.', {
        bookingId: booking.id,
        error,
      });
      await atomicUpdate(db, async (transaction) => {
        const current = storedBooking(await transaction.get(db.doc(bookingDoc(booking.id))));
        if (current.status === 'pending_payment' && !current.payment) {
          transitionBooking(db, transaction, current, 'cancelled', {
            by: 'system',
            note: 'The payment could not be started.',
          });
        }
      });
      throw new HttpsError(
        'unavailable',
        'We could not start the payment, and nothing was charged. Try again in a minute.',
      );
    }
  },
);
