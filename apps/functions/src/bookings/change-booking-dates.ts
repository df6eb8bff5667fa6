import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PendingDateChange } from '@camping/domain/booking/booking';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { functionsBaseOf } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import type { StoredBooking } from './booking-transition.ts';
import { ownBooking } from './cancellation.ts';
import { changePaymentPageOf } from './change-payment-page.ts';
import { changeApplied, dateChangeId, holdChange, moveBooking } from './date-change-moves.ts';
import { changedFields, quoteChange } from './date-change-quote.ts';
import { refuseIf } from './hold-stay.ts';
import { settleRefund } from './settle-refund.ts';

const SIGN_IN = 'Log in to manage your bookings.';

/**
 * Callable: the server's quote of moving one of my bookings to another stay (dates, campground,
 * package, guests, add-ons): its price, the difference to pay or to be refunded, and whether it can
 * be had, the booking's own nights counting as free. Refuses someone else's booking (not found), one
 * that is not requested or confirmed, and within 14 days of arrival ("contact us").
 */
export const quoteDateChange = defineCallable(
  'quoteDateChange',
  { requireSignIn: SIGN_IN, rateLimit: RATE_LIMITS.quoteDateChange },
  async (request, call) => {
    const { quote, differenceCents, problem } = await quoteChange(
      db,
      { uid: call.auth.uid, staff: false },
      request,
    );
    return { quote, differenceCents, problem };
  },
);

type Held = StoredBooking & { pendingChange: PendingDateChange };

/**
 * Callable: moves one of my bookings to another stay at the difference I was shown (another
 * difference changes nothing and answers the new quote). Cheaper or equal: moved in one atomic
 * update, the difference refunded as cancellations are. Dearer: the new nights held as a pending
 * change and the difference paid on the checkout's payment path; the webhook moves the booking. The
 * same key again answers what the first call did.
 */
export const changeBookingDates = defineCallable(
  'changeBookingDates',
  { requireSignIn: SIGN_IN, rateLimit: RATE_LIMITS.changeBookingDates, secrets: PAYMENT_SECRETS },
  async (request, call) => {
    const uid = call.auth.uid;
    const by = { uid, staff: false };
    const { bookingId } = request;
    const changeId = dateChangeId(uid, request.idempotencyKey);
    const before = ownBooking(await db.doc(bookingDoc(bookingId)).get(), uid);
    const moved = { outcome: 'moved' as const, bookingId };
    const refundAsked = Math.max(0, -request.expectedDifferenceCents);
    if (changeApplied(before, changeId)) return { ...moved, refundCents: refundAsked };
    const quoted = await quoteChange(db, by, request);
    const payingFor = {
      locationName: quoted.context.location.name,
      packageName: quoted.context.campingPackage.name,
      customerEmail: call.auth.token.email,
      functionsBase: functionsBaseOf(call.rawRequest),
    };
    if (before.pendingChange?.id === changeId) {
      const paymentUrl = await changePaymentPageOf(db, before as Held, payingFor);
      return { outcome: 'pay' as const, bookingId, paymentUrl };
    }
    refuseIf(quoted.capacity);
    if (quoted.problem) {
      throw new HttpsError('failed-precondition', quoted.problem, { reason: 'dates' });
    }
    if (quoted.differenceCents !== request.expectedDifferenceCents) {
      const { quote, differenceCents } = quoted;
      return { outcome: 'price-changed' as const, quote, differenceCents };
    }
    const facts = await bookingMailFacts(db, {
      ...quoted.booking,
      ...changedFields({ ...request, quote: quoted.quote }),
    });
    const change = {
      by,
      changeId,
      request,
      context: quoted.context,
      quote: quoted.quote,
      differenceCents: quoted.differenceCents,
      fromTotalCents: quoted.booking.totalCents,
      facts: facts && { ...facts, sequence: facts.sequence + 1 },
    };
    if (quoted.differenceCents <= 0) {
      await moveBooking(db, change);
      if (refundAsked > 0) {
        try {
          await settleRefund(db, paymentProvider(), bookingId);
        } catch (error) {
          // The move stands with the refund marked due; the scheduled sweep sends it.
          logger.error('Refund not sent yet; the sweep will retry it.', { bookingId, error });
        }
      }
      return { ...moved, refundCents: refundAsked };
    }
    const held = await holdChange(db, change);
    if (changeApplied(held, changeId)) return { ...moved, refundCents: 0 };
    const paymentUrl = await changePaymentPageOf(db, held as Held, payingFor);
    return { outcome: 'pay' as const, bookingId, paymentUrl };
  },
);
