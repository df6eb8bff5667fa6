import type { PendingDateChange } from '@camping/domain/booking/booking';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { functionsBaseOf } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import type { StoredBooking } from './booking-transition.ts';
import { ownBooking } from './cancellation.ts';
import { changePaymentPageOf } from './change-payment-page.ts';
import { changeApplied, dateChangeId, holdChange, moveBooking } from './date-change-moves.ts';
import { quoteChange } from './date-change-quote.ts';
import { pricedChange } from './priced-change.ts';
import { settleRefundNowOrBySweep } from './settle-refund.ts';

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
    // A copy of this request may have moved the booking since it was read above: the quote reads it
    // again, and the move's price would now differ.
    if (changeApplied(quoted.booking, changeId)) return { ...moved, refundCents: refundAsked };
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
    const change = await pricedChange(db, quoted, by, changeId, request);
    if ('outcome' in change) return change;
    if (change.differenceCents <= 0) {
      await moveBooking(db, change);
      if (refundAsked > 0) {
        await settleRefundNowOrBySweep(db, paymentProvider(), bookingId);
      }
      return { ...moved, refundCents: refundAsked };
    }
    const held = await holdChange(db, change);
    if (changeApplied(held, changeId)) return { ...moved, refundCents: 0 };
    const paymentUrl = await changePaymentPageOf(db, held as Held, payingFor);
    return { outcome: 'pay' as const, bookingId, paymentUrl };
  },
);
