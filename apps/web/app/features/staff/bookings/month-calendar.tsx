import { useQuery } from '@tanstack/react-query';
import { Link, type To } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { staffBookingPath } from '@camping/domain/site/staff-paths';
import { formatStayDate, useCatalogueNames } from '#app/features/bookings/index.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { monthBookingsQuery } from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import type { BookingFilters } from './booking-filters.ts';
import { formatMonth, leadingDays, shiftMonth, staysByDay } from './month-calendar-days.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const STATUS_DOT: Record<Booking['status'], string> = {
  pending_payment: 'border-sand-400 bg-sand-50 italic',
  expired: 'border-stone-300 bg-stone-50 line-through',
  requested: 'border-ember-500 bg-ember-50',
  confirmed: 'border-forest-600 bg-forest-50',
  declined: 'border-stone-300 bg-stone-50 line-through',
  completed: 'border-forest-300 bg-white',
  cancelled: 'border-stone-300 bg-stone-50 line-through',
  awaiting_choice: 'border-sand-400 bg-sand-50',
  credited: 'border-stone-300 bg-stone-50 line-through',
};

function StayChip({ booking, date }: { booking: Booking; date: string }) {
  const { locationName } = useCatalogueNames();
  const arriving = booking.arrival === date;
  return (
    <li>
      <Link
        to={staffBookingPath(booking.id)}
        className={`relative block truncate rounded border-l-4 px-1.5 py-0.5 text-xs text-stone-900 hover:underline ${STATUS_DOT[booking.status]}`}
      >
        {arriving && <span className="font-semibold">Arrives: </span>}
        {locationName(booking.locationId)}
        <span className="sr-only">
          , {booking.email ?? 'no e-mail'}, {STAFF_STATUS_LABELS[booking.status]}
        </span>
      </Link>
    </li>
  );
}

export interface MonthCalendarProps {
  month: string;
  filters: BookingFilters;
  /** Where the links to other months go. */
  monthLink: (month: string) => To;
}

/**
 * The bookings with a night in the month, on each of their nights. From md a grid of weeks; on
 * phones a list of the days that have bookings.
 */
export function MonthCalendar({ month, filters, monthLink }: MonthCalendarProps) {
  const bookings = useQuery(
    monthBookingsQuery(month, { status: filters.status, locationId: filters.locationId }),
  );
  const heading = formatMonth(month);
  return (
    <section aria-labelledby="month-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="month-heading" className="text-2xl font-semibold text-forest-900">
          {heading}
        </h2>
        <div className="flex gap-2 print:hidden">
          <Link
            to={monthLink(shiftMonth(month, -1))}
            className="rounded-md px-3 py-1.5 font-semibold text-forest-800 ring-1 ring-forest-700/30 hover:bg-forest-50"
          >
            Previous month
          </Link>
          <Link
            to={monthLink(shiftMonth(month, 1))}
            className="rounded-md px-3 py-1.5 font-semibold text-forest-800 ring-1 ring-forest-700/30 hover:bg-forest-50"
          >
            Next month
          </Link>
        </div>
      </div>
      {bookings.isPending && <p role="status">Loading the month…</p>}
      {bookings.isError && (
        <QueryError
          message="We could not load the month's bookings."
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      )}
      {bookings.isSuccess && (
        <>
          {bookings.data.truncated && (
            <p role="alert">
              This month has more bookings than the calendar shows: filter by campground or status.
            </p>
          )}
          {bookings.data.bookings.length === 0 && <p>No bookings have a night in {heading}.</p>}
          <div
            aria-hidden="true"
            className="hidden grid-cols-7 gap-1 text-center text-sm font-semibold text-stone-700 md:grid"
          >
            {WEEKDAYS.map((day) => (
              <span key={day}>{day}</span>
            ))}
          </div>
          <ol aria-label={`Nights of ${heading}`} className="grid gap-1 md:grid-cols-7">
            {Array.from({ length: leadingDays(month) }, (_, index) => (
              <li key={`blank-${index}`} aria-hidden="true" className="hidden md:block" />
            ))}
            {staysByDay(month, bookings.data.bookings).map(({ date, stays }) => (
              <li
                key={date}
                className={`min-w-0 rounded-md md:min-h-24 bg-white p-1.5 ring-1 ring-stone-200 ${stays.length === 0 ? 'hidden md:block' : ''}`}
              >
                <p className="text-sm font-semibold text-stone-800">
                  <span className="md:hidden">{formatStayDate(date)}</span>
                  <span className="hidden md:inline">{Number(date.slice(8))}</span>
                </p>
                {stays.length > 0 && (
                  <ul className="mt-1 space-y-1">
                    {stays.map((booking) => (
                      <StayChip key={booking.id} booking={booking} date={date} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
