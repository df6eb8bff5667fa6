import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import {
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import {
  storedBooking,
  transitionBooking,
  type StoredBooking,
} from '../bookings/booking-transition.ts';
import { settleRefundNowOrBySweep } from '../bookings/settle-refund.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail, type BookingMailKind } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from './audit.ts';
import { staffActionRefusal } from './booking-action-rules.ts';

/** The e-mail each staff action sends the customer. */
const MAIL: Record<StaffBookingAction, BookingMailKind> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  release: 'cancelled',
  complete: 'completed',
};

/**
 * Callable (staff): confirms, declines, cancels or completes a booking, or releases an unpaid hold. In one atomic update the
 * booking moves through BOOKING_TRANSITIONS (freeing its kits and crew where it leaves a holding
 * status) with a history entry by the staff member carrying the reason, the audit entry is written,
 * and, for a decline or cancellation, everything paid and not yet refunded is marked as due. Two
 * staff acting at once change it once: the second finds the first one's change and is told so. The
 * refund is then sent as cancelBooking sends it, and the customer's e-mail (with the reason) goes
 * with it; without a refund the e-mail is queued in the update itself.
 */
export const staffUpdateBooking = defineCallable(
  'staffUpdateBooking',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff, secrets: PAYMENT_SECRETS },
  async ({ bookingId, action, reason }, call) => {
    const { to, fullRefund } = STAFF_BOOKING_ACTIONS[action];
    const refuseIfNotAllowed = (booking: StoredBooking) => {
      const refusal = staffActionRefusal(
        { status: booking.status, departure: booking.departure as IsoDate },
        action,
        todayInSydney(),
      );
      if (refusal) throw new HttpsError('failed-precondition', refusal);
    };
    const bookingRef = db.doc(bookingDoc(bookingId));
    const found = await bookingRef.get();
    if (!found.exists) {
      throw new HttpsError('not-found', `There is no booking with the reference "${bookingId}".`);
    }
    // Refused on the booking as read, before the e-mail's facts are gathered; the update checks
    // again on what it reads.
    const asRead = storedBooking(found);
    refuseIfNotAllowed(asRead);
    const note = reason || undefined;
    const facts = await bookingMailFacts(db, asRead, note ? { reason: note } : {});
    const refundCents = await atomicUpdate(db, async (update) => {
      const snap = await update.get(bookingRef);
      const booking = storedBooking(snap);
      refuseIfNotAllowed(booking);
      const payment = booking.payment;
      const due =
        fullRefund && payment ? Math.max(0, payment.paidCents - payment.refundedCents) : 0;
      const event = transitionBooking(db, update, booking, to, {
        by: call.auth.uid,
        note,
        fields: due ? { 'payment.refundDueCents': due } : {},
      });
      const before = snap.data()!;
      recordAudit(update, call, {
        action: `staffUpdateBooking.${action}`,
        target: bookingRef.path,
        reason: note,
        before,
        after: {
          ...before,
          status: to,
          updatedAt: event.at,
          history: [...booking.history, event],
          ...(due ? { payment: { ...before.payment, refundDueCents: due } } : {}),
        },
      });
      if (!due && facts) queueMail(db, update, await bookingMail(MAIL[action], facts));
      return due;
    });
    if (refundCents > 0) {
      await settleRefundNowOrBySweep(db, paymentProvider(), bookingId);
    }
    return { bookingId, status: to, refundCents };
  },
);
