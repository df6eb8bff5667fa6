import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { StaffPageProps } from '../staff-routes.tsx';
import {
  STAFF_BOOKING_ACTIONS,
  staffActionsFor,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { primaryButton } from '@camping/ui/button-styles';
import { showToast } from '@camping/ui/toaster';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { statusBadge, useCatalogueNames } from '#app/features/bookings/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { BookingActionDialog } from './booking-action-dialog.tsx';
import { Customer, History, Payments, Price, Section, Stay } from './booking-details.tsx';
import { bookingQuery, isStaffQuery } from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';

const PAST_TENSE: Record<StaffBookingAction, string> = {
  confirm: 'Booking confirmed',
  decline: 'Booking declined',
  cancel: 'Booking cancelled',
  release: 'Hold released',
  complete: 'Booking marked completed',
};

function Actions({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const [open, setOpen] = useState<StaffBookingAction | null>(null);
  const allowed = staffActionsFor(booking.status);
  return (
    <Section title="Actions">
      {allowed.length === 0 ? (
        <p>
          Nothing more can be done: this booking is{' '}
          {STAFF_STATUS_LABELS[booking.status].toLowerCase()}.
        </p>
      ) : (
        <div className="flex flex-wrap gap-3 print:hidden">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setOpen(action)}
              className={
                STAFF_BOOKING_ACTIONS[action].fullRefund
                  ? 'inline-flex items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-red-800 ring-1 ring-red-800/40 hover:bg-red-50'
                  : primaryButton
              }
            >
              {STAFF_BOOKING_ACTIONS[action].label}
            </button>
          ))}
        </div>
      )}
      {open && (
        <BookingActionDialog
          booking={booking}
          action={open}
          onClose={() => setOpen(null)}
          onRefused={onChanged}
          onDone={({ refundCents }) => {
            setOpen(null);
            showToast({
              severity: 'success',
              summary: `${PAST_TENSE[open]}.`,
              detail:
                refundCents > 0
                  ? `We are refunding ${formatAud(refundCents)} and e-mailing the customer.`
                  : 'We are e-mailing the customer.',
            });
            onChanged();
          }}
        />
      )}
    </Section>
  );
}

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
          <Actions booking={booking.data} onChanged={readAgain} />
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
export default function StaffBooking({ params }: StaffPageProps) {
  const bookingId = params.bookingId ?? '';
  return <BookingDetail key={bookingId} bookingId={bookingId} />;
}
