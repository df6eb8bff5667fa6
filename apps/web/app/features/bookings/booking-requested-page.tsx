import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { checkoutNotCompleted } from '@camping/domain/booking/booking-outcome';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { NotFound } from '#app/features/site/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { BookingDetails, NamePlaceholder, useCatalogueNames } from './booking-details.tsx';
import { statusBadge, statusLabel, whatHappened } from './booking-status.ts';
import { forgetCheckoutDraft } from './checkout-draft.ts';
import type { WatchedBooking } from './watch-booking.ts';

type BookingState = { status: 'loading' } | { status: 'failed' } | WatchedBooking;

/** The booking as it is now, and again on every change (the webhook marks it paid a moment later). */
function useWatchedBooking(bookingId: string): [BookingState, () => void] {
  const [state, setState] = useState<BookingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void import('./watch-booking.ts').then(
      ({ watchBooking }) => {
        if (active) stop = watchBooking(bookingId, setState, () => setState({ status: 'failed' }));
      },
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [bookingId, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return [state, retry];
}

/** Where the customer stands: paying, paid and waiting for us, or what became of the checkout. */
function NextStep({ booking }: { booking: Booking }) {
  // When the page opened: a hold that ends while it is open answers "expired" from the payment page.
  const [openedAt] = useState(() => Date.now());
  const paymentUrl = booking.payment?.paymentUrl;
  const holdLasts =
    booking.holdExpiresAt !== undefined && Date.parse(booking.holdExpiresAt) > openedAt;
  if (booking.status === 'pending_payment') {
    return (
      <div className="space-y-3">
        <p>
          We are waiting for your payment to go through. This page updates by itself once it has.
        </p>
        {paymentUrl && holdLasts && (
          <a href={paymentUrl} className={primaryButton}>
            Continue to payment
          </a>
        )}
      </div>
    );
  }
  if (booking.status === 'requested') {
    return (
      <p>
        Thank you: we have your booking request and your payment. Our team reviews it and e-mails
        you once it is confirmed.
      </p>
    );
  }
  return <p>{whatHappened(booking) ?? 'You can follow this booking in My Bookings.'}</p>;
}

function BookingSummary({ booking }: { booking: Booking }) {
  const { loading, locationName } = useCatalogueNames();
  return (
    <article aria-labelledby="booking-heading" className={`${card} space-y-4 p-5 sm:p-6`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="booking-heading" className="text-xl font-bold text-forest-900">
          {loading ? <NamePlaceholder /> : locationName(booking.locationId)}
        </h2>
        <p role="status" className={statusBadge(booking.status)}>
          {statusLabel(booking)}
        </p>
      </div>
      <NextStep booking={booking} />
      <BookingDetails booking={booking} />
    </article>
  );
}

function BookingRequested({ bookingId }: { bookingId: string }) {
  const [state, retry] = useWatchedBooking(bookingId);
  if (state.status === 'not-found') return <NotFound />;
  // A checkout that ended before it was paid in time is not a request: the page says so from its top.
  const title =
    state.status === 'found' && checkoutNotCompleted(state.booking)
      ? 'Booking not completed'
      : 'Booking requested';
  return (
    <main>
      <PageMeta title={pageTitle(title)} />
      <PageTitleBanner title={title} />
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
        {state.status === 'loading' && <p role="status">Loading your booking…</p>}
        {state.status === 'failed' && (
          <QueryError message="We could not load your booking." onRetry={retry} retrying={false} />
        )}
        {state.status === 'found' && <BookingSummary booking={state.booking} />}
        <div className="flex flex-wrap items-center gap-4">
          <Link to={PATHS.myBookings} className={primaryButton}>
            See my bookings
          </Link>
          <Link to={PATHS.home} className={textLink}>
            Back to home page
          </Link>
        </div>
      </div>
    </main>
  );
}

export default function BookingRequestedPage() {
  const { id = '' } = useParams();
  // Here from paying: those choices are booked, and the next checkout starts afresh.
  useEffect(forgetCheckoutDraft, []);
  // A new id is a new booking to watch, from a clean state.
  return <BookingRequested key={id} bookingId={id} />;
}
