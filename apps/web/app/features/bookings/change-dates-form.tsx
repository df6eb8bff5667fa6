import { useId } from 'react';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays } from '@camping/domain/dates/calendar';
import { Alert } from '@camping/ui/alert';
import { SelectField } from '@camping/ui/form-field';
import { LoadingButton } from '@camping/ui/loading-button';
import { UNAVAILABLE_DATES_ERROR } from '#app/features/availability/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';
import { useDateChange, type DateChangeSetup, type DateChangeState } from './use-date-change.ts';

function ChoiceSection({
  state,
  catalogue,
}: {
  state: DateChangeState;
  catalogue: DateChangeSetup['catalogue'];
}) {
  const { choice, choose } = state;
  return (
    <CardSection title="Campground and package">
      <SelectField
        label="Campground"
        value={choice.locationId}
        onChange={(event) => choose.location(event.target.value)}
      >
        {catalogue.locations.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Package"
        value={choice.packageId}
        onChange={(event) => choose.package(event.target.value)}
      >
        <option value="">Choose a package</option>
        {choice.offered.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name} ({formatAud(candidate.nightlyRateCents)} a night)
          </option>
        ))}
      </SelectField>
    </CardSection>
  );
}

function StaySection({ state, setup }: { state: DateChangeState; setup: DateChangeSetup }) {
  const legendId = useId();
  const { choice, choose, calendar } = state;
  const minimum = setup.catalogue.availability.minStayNights ?? BOOKING_RULES.minStayNights;
  return (
    <CardSection title="Your new stay">
      {!choice.campingPackage ? (
        <p className="text-stone-700">Choose a package to see the free nights.</p>
      ) : calendar.unavailable.isError ? (
        <QueryError
          message={UNAVAILABLE_DATES_ERROR}
          onRetry={() => void calendar.unavailable.refetch()}
          retrying={calendar.unavailable.isFetching}
        />
      ) : calendar.unavailable.isPending ? (
        <p role="status">Checking which nights are free…</p>
      ) : (
        <>
          <p id={legendId} className="text-sm text-stone-700">
            Choose your new arrival day, then your departure day. Struck-through days cannot be
            chosen. Your booking&apos;s own nights count as free. Stays are at least {minimum}{' '}
            nights, longer in some peak periods.
          </p>
          <StayCalendar
            stay={choice.stay}
            onChange={choose.stay}
            constraints={calendar.constraints}
            firstDay={setup.today}
            lastDay={addDays(calendar.lastNight, 1)}
            describedBy={legendId}
          />
        </>
      )}
      <p role="status" className="font-semibold text-forest-900">
        {choice.stay ? describeStay(choice.stay.arrival, choice.stay.departure) : ''}
      </p>
    </CardSection>
  );
}

/** The difference in words: to pay, to be refunded, or none. */
function differenceWords(differenceCents: number): string {
  if (differenceCents > 0)
    return `To pay now: ${formatAud(differenceCents)}, the difference in price.`;
  if (differenceCents < 0) {
    return `We refund ${formatAud(-differenceCents)} to your card, the difference in price.`;
  }
  return 'The new stay costs the same: nothing to pay.';
}

function PriceSection({ state }: { state: DateChangeState }) {
  const { choice, quote, shown, change, unchanged } = state;
  if (!choice.stay) {
    return (
      <CardSection title="New price">
        <p className="text-stone-700">Choose your new dates to see the price.</p>
      </CardSection>
    );
  }
  const failed = quote.isError || change.isError;
  return (
    <CardSection title="New price">
      {quote.isError ? (
        <Alert>
          {spokenMessage(quote.error, 'We could not price the new stay. Try again in a moment.')}
        </Alert>
      ) : !shown ? (
        <p role="status">Working out the price…</p>
      ) : (
        <>
          <QuoteSummary quote={shown.quote} />
          <p role="status" className="font-semibold text-forest-900">
            {differenceWords(shown.differenceCents)}
          </p>
          {shown.problem && <Alert>{shown.problem}</Alert>}
          {unchanged && <Alert>These are the dates you have booked already.</Alert>}
        </>
      )}
      {change.isError && (
        <Alert>
          {spokenMessage(
            change.error,
            'We could not change your dates. Check your connection and try again.',
          )}
        </Alert>
      )}
      <LoadingButton
        type="submit"
        loading={change.isPending}
        loadingLabel="Changing your dates…"
        disabled={!shown || Boolean(shown.problem) || unchanged || (failed && !change.isError)}
      >
        {shown && shown.differenceCents > 0
          ? `Pay ${formatAud(shown.differenceCents)} and change dates`
          : 'Change dates'}
      </LoadingButton>
    </CardSection>
  );
}

/** Change dates: the campground and package, the calendar, then the server's price and difference. */
export function ChangeDatesForm(setup: DateChangeSetup) {
  const state = useDateChange(setup);
  return (
    <form
      method="post"
      noValidate
      aria-label="Change the dates of your booking"
      onSubmit={(event) => {
        event.preventDefault();
        state.change.mutate();
      }}
      className="space-y-6"
    >
      <ChoiceSection state={state} catalogue={setup.catalogue} />
      <StaySection state={state} setup={setup} />
      <PriceSection state={state} />
    </form>
  );
}
