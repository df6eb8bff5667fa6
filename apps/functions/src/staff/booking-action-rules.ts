import type { BookingStatus } from '@camping/domain/booking/booking';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { compareIsoDates, type IsoDate } from '@camping/domain/dates/calendar';
import {
  STAFF_BOOKING_ACTIONS,
  staffMayTake,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';

/** Where a booking stands, as the start of a sentence to staff. */
const WHERE_IT_STANDS: Record<BookingStatus, string> = {
  pending_payment: 'This booking is still waiting for payment',
  expired: 'This booking expired unpaid',
  requested: 'This booking is still a request',
  confirmed: 'This booking is already confirmed',
  declined: 'This booking is already declined',
  completed: 'This booking is already completed',
  cancelled: 'This booking is already cancelled',
  awaiting_choice: 'This booking is waiting for its customer to choose after a closure',
  credited: 'This booking was exchanged for a credit',
};

const DONE: Record<StaffBookingAction, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  release: 'released',
  complete: 'marked completed',
};

/** What staff can do instead, where there is something. */
const INSTEAD: Partial<Record<`${BookingStatus}:${StaffBookingAction}`, string>> = {
  'confirmed:decline': ' Cancel it instead if the stay cannot go ahead.',
  'pending_payment:decline': ' Release the hold instead to free its dates.',
  'pending_payment:cancel': ' Nothing was paid: release the hold instead.',
  'requested:release': ' It is paid: decline or cancel it instead.',
  'confirmed:release': ' It is paid: cancel it instead.',
  'requested:complete': ' Confirm it first.',
  'awaiting_choice:cancel': ' Choose a refund for the customer instead.',
};

/**
 * Why staff cannot take `action` on a booking as it stands now, as a sentence; null when they can.
 * The same sentence answers the second of two staff who clicked at once: the first one's change is
 * what the second one's finds ("This booking is already confirmed.").
 */
export function staffActionRefusal(
  booking: { status: BookingStatus; departure: IsoDate },
  action: StaffBookingAction,
  today: IsoDate,
): string | null {
  const { to } = STAFF_BOOKING_ACTIONS[action];
  const standing = WHERE_IT_STANDS[booking.status];
  if (booking.status === to) return `${standing}.`;
  if (!staffMayTake(action, booking.status)) {
    return `${standing}, so it cannot be ${DONE[action]}.${INSTEAD[`${booking.status}:${action}`] ?? ''}`;
  }
  if (action === 'complete' && compareIsoDates(today, booking.departure) < 0) {
    return `This stay ends on ${formatLongDate(booking.departure)}: mark it completed on or after that day.`;
  }
  return null;
}
