import type { Booking, BookingStatus } from '@camping/domain/booking/booking';
import { checkoutNotCompleted, latePayment } from '@camping/domain/booking/booking-outcome';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatAud } from '@camping/domain/catalogue/money';

/** Each status as the customer reads it. */
const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  expired: 'Expired (not paid)',
  requested: 'Requested: we are reviewing it',
  confirmed: 'Confirmed',
  declined: 'Declined and refunded',
  completed: 'Completed',
  cancelled: 'Cancelled',
  awaiting_choice: 'Campground closed: choose what happens',
  credited: 'Credited to a voucher',
};

export const STATUS_TONES: Record<BookingStatus, string> = {
  pending_payment: 'bg-sand-100 text-stone-900',
  expired: 'bg-stone-100 text-stone-700',
  requested: 'bg-sand-100 text-stone-900',
  confirmed: 'bg-forest-100 text-forest-900',
  declined: 'bg-stone-100 text-stone-700',
  completed: 'bg-forest-50 text-forest-900',
  cancelled: 'bg-stone-100 text-stone-700',
  awaiting_choice: 'bg-sand-100 text-stone-900',
  credited: 'bg-stone-100 text-stone-700',
};

/** A status badge: the label on its tone. */
export const statusBadge = (status: BookingStatus) =>
  `rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[status]}`;

/** A booking's badge words: a checkout that ended unpaid (or paid too late) is no cancelled stay. */
export function statusLabel(booking: Booking): string {
  return checkoutNotCompleted(booking) ? 'Not completed' : STATUS_LABELS[booking.status];
}

/** What became of a checkout that was not completed, in words; null for every other booking. */
export function whatHappened(booking: Booking): string | null {
  if (!checkoutNotCompleted(booking)) return null;
  const { paidCents = 0, refundedCents = 0 } = booking.payment ?? {};
  const refund =
    refundedCents >= paidCents
      ? `We have refunded the full ${formatAud(paidCents)} to your card.`
      : `We are refunding the full ${formatAud(paidCents)} to your card.`;
  switch (latePayment(booking)) {
    case 'after-cancelling':
      return `Your payment arrived after this booking had been cancelled, so it did not go ahead. ${refund}`;
    case 'after-expiry':
      return `Your payment arrived after the ${BOOKING_RULES.holdMinutes} minutes we held your dates, and they had been booked by then, so this booking did not go ahead. ${refund}`;
    case null:
      return booking.status === 'cancelled'
        ? 'This booking was cancelled before we received a payment for it, so it did not go ahead.'
        : `We held these dates for ${BOOKING_RULES.holdMinutes} minutes and received no payment in that time, so this booking did not go ahead.`;
  }
}
