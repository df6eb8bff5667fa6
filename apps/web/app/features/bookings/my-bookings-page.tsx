import { pageTitle } from '@camping/domain/site/page-title';
import { primaryButton } from '@camping/ui/button-styles';
import { PATHS } from '@camping/domain/site/paths';
import { formatAud } from '@camping/domain/catalogue/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '#app/features/account/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { BookingList } from './booking-list.tsx';
import { USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';

/** The signed-in person's own bookings (bookings where userId is their uid). */
function Bookings() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const bookings = useQuery(userBookingsQuery(user.uid));
  const [cancelled, setCancelled] = useState<string | null>(null);

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
  if (bookings.data.length === 0) {
    return (
      <section aria-labelledby="no-bookings-heading" className="space-y-4">
        <h2 id="no-bookings-heading" className="text-xl font-bold text-forest-900">
          You have no bookings yet
        </h2>
        <p>
          Choose a campground, a package and your dates: we set everything up before you arrive.
        </p>
        <Link to={PATHS.checkout} className={primaryButton}>
          Book your first stay
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="bookings-heading" className="space-y-4">
      <h2 id="bookings-heading" className="sr-only">
        Your bookings
      </h2>
      {cancelled && (
        <p role="status" className="rounded-md bg-forest-50 p-4 font-medium text-forest-900">
          {cancelled}
        </p>
      )}
      <BookingList
        bookings={bookings.data}
        onCancelled={(_, refundCents) => {
          setCancelled(
            refundCents > 0
              ? `Booking cancelled. We are refunding ${formatAud(refundCents)} to your card.`
              : 'Booking cancelled.',
          );
          void queryClient.invalidateQueries({ queryKey: userBookingsQuery(user.uid).queryKey });
        }}
        onReleased={() => {
          setCancelled('Your dates were released. Nothing was charged.');
          void queryClient.invalidateQueries({ queryKey: userBookingsQuery(user.uid).queryKey });
        }}
      />
    </section>
  );
}

export default function MyBookings() {
  return (
    <>
      <PageMeta title={pageTitle('My Bookings')} />
      <Bookings />
    </>
  );
}
