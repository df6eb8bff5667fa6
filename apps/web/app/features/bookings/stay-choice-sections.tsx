import { useId } from 'react';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays } from '@camping/domain/dates/calendar';
import { SelectField } from '@camping/ui/form-field';
import { UNAVAILABLE_DATES_ERROR } from '#app/features/availability/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';
import type { StayChoiceSetup, StayChoiceState } from './use-stay-choice.ts';

// The parts of a change of dates the customer's form and staff's share.

/** The campground and package of the new stay. */
export function ChoiceSection({
  state,
  catalogue,
}: {
  state: StayChoiceState;
  catalogue: StayChoiceSetup['catalogue'];
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

/** The new stay on the checkout's calendar, where the booking's own nights count as free. */
export function StaySection({
  state,
  setup,
  title,
}: {
  state: StayChoiceState;
  setup: StayChoiceSetup;
  title: string;
}) {
  const legendId = useId();
  const { choice, choose, calendar } = state;
  const minimum = setup.catalogue.availability.minStayNights ?? BOOKING_RULES.minStayNights;
  return (
    <CardSection title={title}>
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
            Choose the new arrival day, then the departure day. Struck-through days cannot be
            chosen. This booking&apos;s own nights count as free. Stays are at least {minimum}{' '}
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
