import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatAud } from '@camping/domain/catalogue/money';
import { SelectField } from '@camping/ui/form-field';
import { CardSection } from '#app/shared/card-section.tsx';
import { FreeNightsCalendar } from './free-nights-calendar.tsx';
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
  const { choice, choose, calendar } = state;
  const minimum = setup.catalogue.availability.minStayNights ?? BOOKING_RULES.minStayNights;
  return (
    <CardSection title={title}>
      {!choice.campingPackage ? (
        <p className="text-stone-700">Choose a package to see the free nights.</p>
      ) : (
        <FreeNightsCalendar
          calendar={calendar}
          stay={choice.stay}
          onChange={choose.stay}
          firstDay={setup.today}
          legend={
            <>
              Choose the new arrival day, then the departure day. Struck-through days cannot be
              chosen. This booking&apos;s own nights count as free. Stays are at least {minimum}{' '}
              nights, longer in some peak periods.
            </>
          }
        />
      )}
    </CardSection>
  );
}
