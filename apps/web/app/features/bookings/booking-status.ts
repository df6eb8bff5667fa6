import type { BookingStatus } from '@camping/domain/booking/booking';

/** Each status as the customer reads it. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  expired: 'Expired (not paid)',
  requested: 'Requested: we are reviewing it',
  confirmed: 'Confirmed',
  declined: 'Declined and refunded',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<BookingStatus, string> = {
  pending_payment: 'bg-sand-100 text-stone-900',
  expired: 'bg-stone-100 text-stone-700',
  requested: 'bg-sand-100 text-stone-900',
  confirmed: 'bg-forest-100 text-forest-900',
  declined: 'bg-stone-100 text-stone-700',
  completed: 'bg-forest-50 text-forest-900',
  cancelled: 'bg-stone-100 text-stone-700',
};

/** A status badge: the label on its tone. */
export const statusBadge = (status: BookingStatus) =>
  `rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[status]}`;
