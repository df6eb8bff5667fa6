import type { IsoDate } from '../dates/calendar.ts';
import type { BookingStatus } from './booking.ts';
import { daysBeforeArrival } from './stay-rules.ts';

/** Statuses a customer may cancel from (an unpaid hold included: cancelling releases it). */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly BookingStatus[] = [
  'pending_payment',
  'requested',
  'confirmed',
];

/**
 * Why the customer cannot cancel this booking themselves, as a sentence; null when they can: a
 * booking that is held or booked and whose stay has not started (Sydney). My Bookings offers
 * "Cancel booking" by it and `cancelBooking` refuses by it.
 */
export function customerCancellationRefusal(
  booking: { status: BookingStatus; arrival: IsoDate },
  today: IsoDate,
): string | null {
  if (!CUSTOMER_CANCELLABLE_STATUSES.includes(booking.status)) {
    return `This booking is ${booking.status.replace('_', ' ')} and cannot be cancelled.`;
  }
  if (daysBeforeArrival(today, booking.arrival) < 0) {
    return 'This stay has started; call us to change it.';
  }
  return null;
}
