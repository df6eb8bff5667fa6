import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { checkoutNotCompleted } from '@camping/domain/booking/booking-outcome';
import { MY_BOOKINGS_PARAMS } from '@camping/domain/booking/date-change';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { useSignedInUser } from '#app/features/account/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { BookingList } from './bookings-list.tsx';
import { USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';
import { ChangeDatesView, type ChangedState } from './change-dates.tsx';

// Only the customers a closure reached open it, from the link we e-mail: a chunk of its own.
const ClosureChoiceView = lazy(() => import('./closure-choice.tsx'));

function NoBookingsYet() {
  return (
    <section aria-labelledby="no-bookings-heading" className="space-y-4">
      <h2 id="no-bookings-heading" className="text-xl font-bold text-forest-900">
        You have no bookings yet
      </h2>
      <p>Choose a campground, a package and your dates: we set everything up before you arrive.</p>
      <Link to={PATHS.checkout} className={primaryButton}>
        Book your first stay
      </Link>
    </section>
  );
}

/** The signed-in person's own bookings (bookings where userId is their uid). */
function Bookings() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const bookings = useQuery(userBookingsQuery(user.uid));
  // A new object for each cancellation, so the same words twice still move focus.
  // Back from changing dates, what the change did is said first.
  const changed = (useLocation().state as Partial<ChangedState> | null)?.changedMessage;
  const [cancelled, setCancelled] = useState<{ message: string } | null>(
    changed ? { message: changed } : null,
  );
  const cancelledStatus = useRef<HTMLParagraphElement>(null);
  // The dialog's way in, the booking's "Cancel booking" button, goes with the cancellation: focus
  // goes to what happened rather than to the page body. Back from a change, the message shows only
  // once the bookings have loaded, and takes focus then.
  useFocusOn(cancelledStatus, bookings.isPending ? null : cancelled);

  if (bookings.isPending) return <p role="status">Loading your bookings…</p>;
  if (bookings.isError) {
    return (
      <QueryError
        message={USER_BOOKINGS_ERROR}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  // Checkouts that ended before they became a booking are no stays: they go apart, below.
  const stays = bookings.data.filter((booking) => !checkoutNotCompleted(booking));
  const notCompleted = bookings.data.filter(checkoutNotCompleted);
  return (
    <div className="space-y-10">
      {cancelled && (
        <p
          ref={cancelledStatus}
          role="status"
          tabIndex={-1}
          className="rounded-md bg-forest-50 p-4 font-medium text-forest-900"
        >
          {cancelled.message}
        </p>
      )}
      {stays.length === 0 ? (
        <NoBookingsYet />
      ) : (
        <section aria-labelledby="bookings-heading" className="space-y-4">
          <h2 id="bookings-heading" className="sr-only">
            Your bookings
          </h2>
          <BookingList
            bookings={stays}
            onCancelled={(_, refundCents) => {
              setCancelled({
                message:
                  refundCents > 0
                    ? `Booking cancelled. We are refunding ${formatAud(refundCents)} to your card.`
                    : 'Booking cancelled.',
              });
              void queryClient.invalidateQueries({
                queryKey: userBookingsQuery(user.uid).queryKey,
              });
            }}
            onReleased={() => {
              setCancelled({ message: 'Your dates were released. Nothing was charged.' });
              void queryClient.invalidateQueries({
                queryKey: userBookingsQuery(user.uid).queryKey,
              });
            }}
          />
        </section>
      )}
      {notCompleted.length > 0 && (
        <section aria-labelledby="not-completed-heading" className="space-y-4">
          <h2 id="not-completed-heading" className="text-xl font-bold text-forest-900">
            Checkouts not completed
          </h2>
          <p>
            These ended before they became a booking: we hold no dates for them, and any payment
            that came too late is refunded in full.
          </p>
          <BookingList bookings={notCompleted} />
        </section>
      )}
    </div>
  );
}

export default function MyBookingsPage() {
  const [search] = useSearchParams();
  const changing = search.get(MY_BOOKINGS_PARAMS.change);
  if (changing) return <ChangeDatesView bookingId={changing} />;
  const closed = search.get(MY_BOOKINGS_PARAMS.closure);
  if (closed) {
    return (
      <Suspense fallback={<p role="status">Loading your booking…</p>}>
        <ClosureChoiceView bookingId={closed} />
      </Suspense>
    );
  }
  return (
    <>
      <PageMeta title={pageTitle('My Bookings')} />
      <Bookings />
    </>
  );
}
