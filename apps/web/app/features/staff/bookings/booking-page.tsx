import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { statusBadge, useCatalogueNames } from '#app/features/bookings/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { bookingQuery, isStaffQuery } from '../staff-queries.ts';
import type { StaffPageProps } from '../staff-routes.tsx';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { BookingActions } from './booking-actions.tsx';
import { Customer, History, Payments, Price, Stay } from './booking-details.tsx';

function BookingDetail({ bookingId }: { bookingId: string }) {
  const queryClient = useQueryClient();
  const booking = useQuery(bookingQuery(bookingId));
  const { locationName } = useCatalogueNames();

  const readAgain = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => isStaffQuery(query.queryKey) && query.queryKey[0] !== 'staffProfile',
    });

  return (
    <div className="space-y-6">
      <PageMeta title={pageTitle('Booking')} />
      <Link to={STAFF_PATHS.bookings} className={`${textLink} print:hidden`}>
        All bookings
      </Link>
      {booking.isPending && <p role="status">Loading the booking…</p>}
      {booking.isError && (
        <QueryError
          message="We could not load the booking."
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      )}
      {booking.data === null && (
        <>
          <h1 className="text-3xl font-semibold text-forest-900">Booking not found</h1>
          <p>No booking has the reference {bookingId}.</p>
        </>
      )}
      {booking.isSuccess && booking.data && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-semibold text-forest-900">
              Booking at {locationName(booking.data.locationId)}
            </h1>
            <p aria-live="polite" className={statusBadge(booking.data.status)}>
              <span className="sr-only">Status: </span>
              {STAFF_STATUS_LABELS[booking.data.status]}
            </p>
          </div>
          <BookingActions booking={booking.data} onChanged={readAgain} />
          <Customer booking={booking.data} />
          <Stay booking={booking.data} />
          <Price booking={booking.data} />
          <Payments booking={booking.data} />
          <History booking={booking.data} />
        </>
      )}
    </div>
  );
}

/** One booking with everything staff need to act on it. */
export default function StaffBookingPage({ params }: StaffPageProps) {
  const bookingId = params.bookingId ?? '';
  return <BookingDetail key={bookingId} bookingId={bookingId} />;
}
