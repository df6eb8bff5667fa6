import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { closureChoiceRefusal } from '@camping/domain/closures/closure';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { showToast } from '@camping/ui/toaster';
import { useCatalogueNames } from '#app/features/bookings/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { formatInstant } from '../format-instant.ts';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { isStaffQuery } from '../staff-queries.ts';
import type { StaffPageProps } from '../staff-routes.tsx';
import { AffectedBookingsList } from './affected-bookings-list.tsx';
import { ChooseForCustomerDialog } from './choose-for-customer-dialog.tsx';
import { closureOutcome } from './closure-outcome.ts';
import type { Closure } from './closures-firestore.ts';
import { closureQuery } from './closures-queries.ts';
import { LiftClosure } from './lift-closure.tsx';

function ClosureDetails({ closure }: { closure: Closure }) {
  const { locationName } = useCatalogueNames();
  return (
    <CardSection title="What is closed">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Campgrounds</dt>
        <dd>{closure.locationIds.map(locationName).join(', ')}</dd>
        <dt className="font-semibold">Nights closed</dt>
        <dd>
          {formatLongDate(closure.firstNight)} to {formatLongDate(closure.lastNight)}
        </dd>
        <dt className="font-semibold">Reason</dt>
        <dd className="whitespace-pre-wrap wrap-anywhere">{closure.reason}</dd>
        <dt className="font-semibold">Closed by</dt>
        <dd className="wrap-anywhere">
          {closure.createdByEmail ?? closure.createdBy},{' '}
          {formatInstant(new Date(closure.createdAt))}
        </dd>
        {closure.liftedAt && (
          <>
            <dt className="font-semibold">Lifted</dt>
            <dd className="wrap-anywhere">
              {formatInstant(new Date(closure.liftedAt))}
              {closure.liftReason && `: ${closure.liftReason}`}
            </dd>
          </>
        )}
      </dl>
      {closure.releasedHoldIds.length > 0 && (
        <p className="text-stone-700">
          Holds awaiting payment released: {closure.releasedHoldIds.join(', ')}.
        </p>
      )}
    </CardSection>
  );
}

function ClosureBookings({ bookings, onChanged }: { bookings: Booking[]; onChanged: () => void }) {
  const { locationName } = useCatalogueNames();
  const [choosing, setChoosing] = useState<Booking | null>(null);
  const today = todayInSydney();
  return (
    <CardSection title="Bookings affected">
      {bookings.length === 0 ? (
        <p>No paid booking had a night in it.</p>
      ) : (
        <AffectedBookingsList
          bookings={bookings.map((booking) => ({
            bookingId: booking.id,
            customer: booking.email ?? 'no e-mail',
            locationName: locationName(booking.locationId),
            arrival: booking.arrival,
            departure: booking.departure,
            status: booking.status,
            paidCents: booking.payment?.paidCents ?? 0,
            outcome: closureOutcome(booking),
            action: closureChoiceRefusal(booking, today) === null && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setChoosing(booking)}
              >
                Choose for the customer
                <span className="sr-only"> of booking {booking.id}</span>
              </button>
            ),
          }))}
        />
      )}
      {choosing && (
        <ChooseForCustomerDialog
          booking={choosing}
          onClose={() => setChoosing(null)}
          onDone={() => {
            setChoosing(null);
            showToast({
              severity: 'success',
              summary: 'Choice saved.',
              detail: 'We are e-mailing the customer.',
            });
            onChanged();
          }}
        />
      )}
    </CardSection>
  );
}

function ClosureDetail({ closureId }: { closureId: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery(closureQuery(closureId));
  const readAgain = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => isStaffQuery(query.queryKey) && query.queryKey[0] !== 'staffProfile',
    });
  return (
    <div className="space-y-6">
      <Link to={STAFF_PATHS.closures} className={textLink}>
        All closures
      </Link>
      <StaffPageTitle title={detail.data === null ? 'Closure not found' : 'Closure'} />
      {detail.isPending && <p role="status">Loading the closure…</p>}
      {detail.isError && (
        <QueryError
          message="We could not load the closure."
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      )}
      {detail.data === null && <p>No closure has the reference {closureId}.</p>}
      {detail.data && (
        <>
          <ClosureDetails closure={detail.data.closure} />
          <ClosureBookings bookings={detail.data.bookings} onChanged={readAgain} />
          {!detail.data.closure.liftedAt && (
            <LiftClosure closureId={closureId} onLifted={readAgain} />
          )}
        </>
      )}
    </div>
  );
}

/** One closure: its campgrounds, nights and reason, and where each booking it reached stands. */
export default function ClosurePage({ params }: StaffPageProps) {
  const closureId = params.closureId ?? '';
  return <ClosureDetail key={closureId} closureId={closureId} />;
}
