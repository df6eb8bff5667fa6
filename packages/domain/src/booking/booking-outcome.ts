import type { Booking, BookingStatus } from './booking.ts';

/** What the outcome of a booking is read from: the stored booking, with or without its id. */
type BookingRecord = Pick<Booking, 'status' | 'userId' | 'payment' | 'history'>;

/** Who moves bookings besides customers and staff: the hold's expiry and the payment webhook. */
const NOT_STAFF: readonly string[] = ['system', 'stripe'];

/** The statuses of a checkout that never became a booking: held, then released or run out. */
const CHECKOUT_ONLY: readonly BookingStatus[] = ['pending_payment', 'expired', 'cancelled'];

/**
 * A checkout that ended before it became a booking request: its hold was released (the payment
 * cancelled on the payment page, or the booking cancelled while it waited for payment) or ran out.
 * No stay came of it. Only a payment in time makes a booking `requested`, so its history tells.
 */
export function checkoutNotCompleted(booking: BookingRecord): boolean {
  return (
    (booking.status === 'cancelled' || booking.status === 'expired') &&
    booking.history.every((event) => CHECKOUT_ONLY.includes(event.status))
  );
}

/**
 * Why a payment was refunded in full as it arrived, or null: it came after the checkout had ended,
 * either cancelled (from another tab, say) or expired with its nights booked by someone else since
 * (an expired hold whose nights are still free becomes a request instead).
 */
export function latePayment(booking: BookingRecord): 'after-cancelling' | 'after-expiry' | null {
  if (!checkoutNotCompleted(booking) || !booking.payment?.paidCents) return null;
  return booking.status === 'cancelled' ? 'after-cancelling' : 'after-expiry';
}

/**
 * What staff wrote when they declined or cancelled the booking, which the customer is told (by
 * e-mail and in My Bookings); nothing when the customer cancelled it themselves.
 */
export function decisionReason(booking: BookingRecord): string | undefined {
  if (booking.status !== 'declined' && booking.status !== 'cancelled') return undefined;
  // Nothing leaves these statuses, so the entry that reached it is the decision; a late payment's
  // refund may add another with the same status after it.
  const decided = booking.history.find((event) => event.status === booking.status);
  if (!decided || decided.by === booking.userId || NOT_STAFF.includes(decided.by)) return undefined;
  return decided.note;
}
