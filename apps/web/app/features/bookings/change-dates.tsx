import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { customerDateChangeRefusal } from '@camping/domain/booking/date-change';
import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { useSignedInUser } from '#app/features/account/index.ts';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import {
  addOnsQuery,
  locationsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { textLink } from '#app/shared/styles.ts';
import { USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';
import { ChangeDatesForm } from './change-dates-form.tsx';
import { describeStay } from './stay-format.ts';

/** Where My Bookings says what a change did (a refund, or nothing to pay). */
export interface ChangedState {
  changedMessage: string;
}

function ChangeDates({ bookingId }: { bookingId: string }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const bookings = useQuery(userBookingsQuery(user.uid));
  const locations = useQuery(locationsQuery);
  const packages = useQuery(packagesQuery);
  const addOns = useQuery(addOnsQuery);
  const pricing = useQuery(pricingSettingsQuery);
  const availability = useQuery(availabilitySettingsQuery);
  if (bookings.isError) {
    return (
      <QueryError
        message={USER_BOOKINGS_ERROR}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  if (
    !bookings.data ||
    !locations.data ||
    !packages.data ||
    !addOns.data ||
    !pricing.data ||
    !availability.data
  ) {
    return (
      <QueryPending
        queries={[bookings, locations, packages, addOns, pricing, availability]}
        loading="Loading your booking…"
        error="We could not load the campgrounds and packages."
      />
    );
  }
  const booking = bookings.data.find((candidate) => candidate.id === bookingId);
  const today = todayInSydney();
  const refusal = booking
    ? customerDateChangeRefusal(booking, today)
    : 'There is no such booking in your account.';
  if (!booking || refusal) {
    return (
      <div className="space-y-4">
        <p>{refusal}</p>
        <Link to={PATHS.myBookings} className={textLink}>
          Back to My Bookings
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <p>
        Your booking now: {describeStay(booking.arrival, booking.departure)}. Choose the new stay;
        we show the new price and the difference before anything changes.
      </p>
      <ChangeDatesForm
        booking={booking}
        catalogue={{
          locations: locations.data,
          packages: packages.data,
          addOns: addOns.data,
          peakPeriods: pricing.data.peakPeriods,
          availability: availability.data,
        }}
        today={today}
        onMoved={(refundCents) => {
          const state: ChangedState = {
            changedMessage:
              refundCents > 0
                ? `Your dates are changed. We are refunding ${formatAud(refundCents)} to your card.`
                : 'Your dates are changed.',
          };
          void navigate(PATHS.myBookings, { state });
        }}
      />
    </div>
  );
}

/**
 * Change dates, a view of My Bookings (`?change=<booking>`): the booking's stay now, then the form;
 * a booking the customer may not change says why (closer than 14 days: contact us).
 */
export function ChangeDatesView({ bookingId }: { bookingId: string }) {
  return (
    <section aria-labelledby="change-dates-heading" className="space-y-6">
      <PageMeta title={pageTitle('Change dates')} />
      <h2 id="change-dates-heading" className="text-2xl font-bold text-forest-900">
        Change dates
      </h2>
      <ChangeDates bookingId={bookingId} />
    </section>
  );
}
