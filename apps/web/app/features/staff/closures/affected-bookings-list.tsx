import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingStatus } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { staffBookingPath } from '@camping/domain/site/staff-paths';
import { describeStay, statusBadge } from '#app/features/bookings/index.ts';
import { card } from '#app/shared/styles.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';

/** A booking a closure reaches (or would), as its lists show it. */
export interface AffectedBooking {
  bookingId: string;
  customer: string;
  locationName: string;
  arrival: IsoDate;
  departure: IsoDate;
  status: BookingStatus;
  paidCents: number;
  /** Where it stands, when that says more than its status (the closure's page). */
  outcome?: string;
  /** What staff can do for it (the closure's page). */
  action?: ReactNode;
}

/** The bookings of a closure: each links to its staff page, with its customer, stay and payment. */
export function AffectedBookingsList({ bookings }: { bookings: AffectedBooking[] }) {
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => (
        <li
          key={booking.bookingId}
          className={`${card} grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-start sm:p-5`}
        >
          <div className="min-w-0 space-y-1">
            <Link
              to={staffBookingPath(booking.bookingId)}
              className="font-semibold text-forest-800 underline decoration-forest-700/40 underline-offset-4 hover:decoration-forest-700"
            >
              {booking.locationName}: {describeStay(booking.arrival, booking.departure)}
            </Link>
            <p className="text-sm text-stone-700">
              Reference <span className="wrap-anywhere">{booking.bookingId}</span> ·{' '}
              <span className="wrap-anywhere">{booking.customer}</span> · paid{' '}
              {formatAud(booking.paidCents)}
            </p>
            {booking.outcome && <p className="font-medium text-forest-900">{booking.outcome}</p>}
            {booking.action}
          </div>
          <p className={`${statusBadge(booking.status)} justify-self-start`}>
            {STAFF_STATUS_LABELS[booking.status]}
          </p>
        </li>
      ))}
    </ul>
  );
}
