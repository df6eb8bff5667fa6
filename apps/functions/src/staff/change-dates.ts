import { bookingDoc } from '@camping/domain/firestore/paths';
import { changeApplied, dateChangeId, moveBooking } from '../bookings/date-change-moves.ts';
import { bookingFor, quoteChange } from '../bookings/date-change-quote.ts';
import { pricedChange } from '../bookings/priced-change.ts';
import { settleRefundNowOrBySweep } from '../bookings/settle-refund.ts';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from './audit.ts';

/**
 * Callable (staff): the server's quote of moving any booking to another stay, as the customer's
 * `quoteDateChange` answers it but without the 14-day rule (until the stay begins).
 */
export const staffQuoteDateChange = defineCallable(
  'staffQuoteDateChange',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (request, call) => {
    const by = { uid: call.auth.uid, staff: true };
    const { quote, differenceCents, problem } = await quoteChange(db, by, request);
    return { quote, differenceCents, problem };
  },
);

/**
 * Callable (staff): moves a booking to another stay with the customer's engine, without the 14-day
 * rule, at the difference staff were shown (another changes nothing and answers the new quote). In
 * one atomic update the booking moves, its history names the staff member with the reason, and the
 * audit entry is written. A cheaper stay refunds the difference as the customer's change does; a
 * dearer one is moved at no extra charge (staff cannot pay for the customer), the difference waived
 * and recorded. The same key again answers what the first call did.
 */
export const staffChangeBookingDates = defineCallable(
  'staffChangeBookingDates',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff, secrets: PAYMENT_SECRETS },
  async ({ reason, ...request }, call) => {
    const by = { uid: call.auth.uid, staff: true };
    const { bookingId } = request;
    const changeId = dateChangeId(by.uid, request.idempotencyKey);
    const moved = {
      outcome: 'moved' as const,
      bookingId,
      refundCents: Math.max(0, -request.expectedDifferenceCents),
      waivedCents: Math.max(0, request.expectedDifferenceCents),
    };
    const before = bookingFor(await db.doc(bookingDoc(bookingId)).get(), by);
    if (changeApplied(before, changeId)) return moved;
    const quoted = await quoteChange(db, by, request);
    // A copy of this request may have moved the booking since it was read above (see the customer's).
    if (changeApplied(quoted.booking, changeId)) return moved;
    const change = await pricedChange(db, quoted, by, changeId, request);
    if ('outcome' in change) return change;
    await moveBooking(db, {
      ...change,
      staff: {
        name: call.auth.token.email ?? 'staff',
        reason,
        audit: (update, beforeData, after) =>
          recordAudit(update, call, {
            action: 'staffChangeBookingDates',
            target: bookingDoc(bookingId),
            reason,
            before: beforeData,
            after,
          }),
      },
    });
    if (moved.refundCents > 0) {
      await settleRefundNowOrBySweep(db, paymentProvider(), bookingId);
    }
    return moved;
  },
);
