import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { ClosureChoiceKind } from '@camping/domain/closures/booking-closure';
import {
  closureChoiceRefusal,
  closureCreditCents,
  CLOSURE_CREDIT_PERCENT,
} from '@camping/domain/closures/closure';
import type { ClosureChoiceResponse } from '@camping/domain/closures/closure-requests';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { formatVoucherCode, VOUCHER_VALID_YEARS } from '@camping/domain/vouchers/voucher';
import { Alert } from '@camping/ui/alert';
import { LoadingButton } from '@camping/ui/loading-button';
import { useSignedInUser } from '#app/features/account/index.ts';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import { locationsQuery } from '#app/features/catalogue/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { textLink } from '#app/shared/styles.ts';
import { useCatalogueNames } from './booking-details.tsx';
import { USER_BOOKINGS_ERROR, userBookingsQuery } from './bookings-queries.ts';
import type { ChangedState } from './change-dates.tsx';
import { chooseClosureOption } from './closure-calls.ts';
import { ClosureMoveSection } from './closure-move-section.tsx';
import { describeStay } from './stay-format.ts';
import { useClosureMove, type ClosureMoveSetup } from './use-closure-move.ts';

const ACTIONS: Record<ClosureChoiceKind, string> = {
  move: 'Move my stay',
  credit: 'Take the credit',
  refund: 'Refund me in full',
};

/** What the choice did, said first on My Bookings. */
function outcome(booking: Booking, answer: ClosureChoiceResponse, kind: ClosureChoiceKind) {
  if (answer.voucher) {
    return `Your credit of ${formatAud(answer.voucher.amountCents)} is ready: voucher ${formatVoucherCode(answer.voucher.code)}, valid until ${formatLongDate(answer.voucher.expiresOn)}. We have e-mailed you the code.`;
  }
  if (kind === 'refund') {
    return `Your booking is cancelled. We are refunding ${formatAud(booking.payment?.paidCents ?? 0)} to your card.`;
  }
  return 'Your stay is moved: the new dates are below, and we have e-mailed them to you.';
}

function ChoiceForm({ setup }: { setup: ClosureMoveSetup }) {
  const { booking } = setup;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const problemId = useId();
  const move = useClosureMove(setup);
  const [kind, setKind] = useState<ClosureChoiceKind>('move');
  const [problem, setProblem] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: chooseClosureOption,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery(booking.userId).queryKey });
      const state: ChangedState = { changedMessage: outcome(booking, answer, kind) };
      void navigate(PATHS.myBookings, { state });
    },
  });
  const paidCents = booking.payment?.paidCents ?? 0;
  const options: [ClosureChoiceKind, string, string][] = [
    [
      'move',
      'Move your stay',
      `Other dates or another campground: the same package for as many nights, at no extra charge.`,
    ],
    [
      'credit',
      `A credit of ${formatAud(closureCreditCents(paidCents))}`,
      `${CLOSURE_CREDIT_PERCENT}% of what you paid, for any stay within ${VOUCHER_VALID_YEARS} years. We e-mail you the code.`,
    ],
    ['refund', `A full refund of ${formatAud(paidCents)}`, 'Back to your card.'],
  ];

  return (
    <form
      method="post"
      noValidate
      aria-label="Choose what happens to your stay"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        const choice = kind === 'move' ? move.choice : { kind };
        setProblem(choice ? null : 'Choose your new dates on the calendar.');
        if (choice) choose.mutate({ bookingId: booking.id, choice });
      }}
    >
      <CardSection title="Your choice">
        <fieldset className="space-y-3">
          <legend className="sr-only">What happens to your stay</legend>
          {options.map(([value, label, detail]) => (
            <label key={value} className="flex items-start gap-3">
              <input
                type="radio"
                name="choice"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="mt-1 size-5 shrink-0 accent-forest-700"
              />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="block text-stone-700">{detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </CardSection>
      {kind === 'move' && (
        <CardSection title="Your new stay">
          <ClosureMoveSection move={move} today={setup.today} />
          {move.stay && (
            <p className="font-semibold">No extra charge: the same package, guests and add-ons.</p>
          )}
        </CardSection>
      )}
      {problem && <Alert id={problemId}>{problem}</Alert>}
      {choose.isError && (
        <Alert>
          {spokenMessage(
            choose.error,
            'We could not save your choice. Check your connection and try again.',
          )}
        </Alert>
      )}
      <LoadingButton type="submit" loading={choose.isPending} loadingLabel="Saving your choice…">
        {ACTIONS[kind]}
      </LoadingButton>
    </form>
  );
}

function ClosureChoice({ bookingId }: { bookingId: string }) {
  const user = useSignedInUser();
  const bookings = useQuery(userBookingsQuery(user.uid));
  const locations = useQuery(locationsQuery);
  const availability = useQuery(availabilitySettingsQuery);
  const { locationName } = useCatalogueNames();
  if (bookings.isError) {
    return (
      <QueryError
        message={USER_BOOKINGS_ERROR}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  if (!bookings.data || !locations.data || !availability.data) {
    return (
      <QueryPending
        queries={[bookings, locations, availability]}
        loading="Loading your booking…"
        error="We could not load the campgrounds."
      />
    );
  }
  const booking = bookings.data.find((candidate) => candidate.id === bookingId);
  const today = todayInSydney();
  const refusal = booking
    ? closureChoiceRefusal(booking, today)
    : 'There is no such booking in your account.';
  const back = (
    <Link to={PATHS.myBookings} className={textLink}>
      Back to My Bookings
    </Link>
  );
  if (!booking?.closure || refusal) {
    return (
      <div className="space-y-4">
        <p>{refusal}</p>
        {back}
      </div>
    );
  }
  const { closure } = booking;
  return (
    <div className="space-y-6">
      <p>
        We have had to close {locationName(booking.locationId)} for the nights of{' '}
        {formatLongDate(closure.firstNight)} to {formatLongDate(closure.lastNight)}, which takes in
        your stay {describeStay(booking.arrival, booking.departure)}. The reason: {closure.reason}
      </p>
      <p>
        Choose by {formatLongDate(closure.deadline)} what happens to your stay. If you do not choose
        by then, we refund the full {formatAud(booking.payment?.paidCents ?? 0)} to your card.
      </p>
      <ChoiceForm
        setup={{
          booking,
          catalogue: { locations: locations.data, availability: availability.data },
          today,
        }}
      />
      {back}
    </div>
  );
}

/**
 * A closed stay's choice, a view of My Bookings (`?closure=<booking>`, the link we e-mail): why the
 * campground closed, until when to choose, and the three choices; a booking with nothing to choose
 * says why.
 */
export default function ClosureChoiceView({ bookingId }: { bookingId: string }) {
  return (
    <section aria-labelledby="closure-choice-heading" className="space-y-6">
      <PageMeta title={pageTitle('Choose what happens')} />
      <h2 id="closure-choice-heading" className="text-2xl font-bold text-forest-900">
        Choose what happens to your stay
      </h2>
      <ClosureChoice bookingId={bookingId} />
    </section>
  );
}
