import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { staffBookingPath, staffCustomerPath } from '@camping/domain/site/staff-paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { describeStay, statusBadge, useCatalogueNames } from '#app/features/bookings/index.ts';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { BOOKINGS_PAGE_SIZE, bookingsQuery } from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import type { BookingCursor, BookingFilters } from './booking-filters.ts';

/** A booking in a staff list: where and when, who, how much, and its status. */
export function BookingRow({ booking }: { booking: Booking }) {
  const { locationName, packageName } = useCatalogueNames();
  return (
    <li className={`${card} grid p-4 sm:p-5 gap-2 sm:grid-cols-[1fr_auto] sm:items-start`}>
      <div className="min-w-0 space-y-1">
        <Link
          to={staffBookingPath(booking.id)}
          className="font-semibold text-forest-800 underline decoration-forest-700/40 underline-offset-4 hover:decoration-forest-700"
        >
          {locationName(booking.locationId)}: {describeStay(booking.arrival, booking.departure)}
        </Link>
        <p className="text-sm text-stone-700">
          {packageName(booking.packageId)}, {plural(booking.guests, 'guest', 'guests')} ·{' '}
          <Link to={staffCustomerPath(booking.userId)} className={`${textLink} wrap-anywhere`}>
            {booking.customerName ?? booking.email ?? 'Customer'}
          </Link>{' '}
          · {formatAud(booking.totalCents)}
        </p>
      </div>
      <p className={`${statusBadge(booking.status)} justify-self-start`}>
        {STAFF_STATUS_LABELS[booking.status]}
      </p>
    </li>
  );
}

/**
 * The filtered bookings by arrival, a page at a time, read with Firestore cursors: each page starts
 * after the last booking of the one before, and Previous goes back along the cursors already seen.
 */
export function BookingsList({ filters }: { filters: BookingFilters }) {
  const [cursors, setCursors] = useState<(BookingCursor | null)[]>([null]);
  const index = cursors.length - 1;
  const bookings = useQuery({
    ...bookingsQuery(filters, cursors[index]!),
    placeholderData: keepPreviousData,
  });

  if (bookings.isPending) return <p role="status">Loading bookings…</p>;
  if (bookings.isError) {
    return (
      <QueryError
        message="We could not load the bookings."
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  const page = bookings.data;
  if (index === 0 && page.bookings.length === 0) {
    return <p className={`${card} p-4 sm:p-5`}>No bookings match these filters.</p>;
  }
  const first = index * BOOKINGS_PAGE_SIZE + 1;
  const pageButton = `${secondaryButton} disabled:cursor-not-allowed disabled:opacity-50`;

  return (
    <section
      aria-labelledby="bookings-list-heading"
      className="space-y-4"
      aria-busy={bookings.isPlaceholderData}
    >
      <h2 id="bookings-list-heading" className="sr-only">
        Bookings by arrival
      </h2>
      <ul className="space-y-3">
        {page.bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {(index > 0 || page.next) && (
          <>
            <button
              type="button"
              className={pageButton}
              disabled={index === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Previous page
            </button>
            <button
              type="button"
              className={pageButton}
              disabled={!page.next || bookings.isPlaceholderData}
              onClick={() => page.next && setCursors([...cursors, page.next])}
            >
              Next page
            </button>
          </>
        )}
        <p role="status" className="text-sm text-stone-700">
          {bookings.isPlaceholderData
            ? 'Loading…'
            : `Bookings ${first} to ${first + page.bookings.length - 1}`}
        </p>
      </div>
    </section>
  );
}
