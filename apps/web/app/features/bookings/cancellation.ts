import type { BookingStatus } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';

/** Statuses a customer may cancel from (an unpaid hold is released instead: "Release these dates"). */
const CANCELLABLE: readonly BookingStatus[] = ['requested', 'confirmed'];

/** Whether My Bookings offers "Cancel booking": a live booking whose arrival has not passed (Sydney). */
export function canCancel(booking: { status: BookingStatus; arrival: string }, today: IsoDate) {
  // `YYYY-MM-DD` dates sort as text.
  return CANCELLABLE.includes(booking.status) && booking.arrival >= today;
}
