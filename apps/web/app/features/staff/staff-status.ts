import type { BookingStatus } from '@camping/domain/booking/booking';

/** Each status as staff read it (customers read a friendlier wording in My Bookings). */
export const STAFF_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  expired: 'Expired (not paid)',
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
  awaiting_choice: 'Awaiting choice (closure)',
  credited: 'Credited',
};
