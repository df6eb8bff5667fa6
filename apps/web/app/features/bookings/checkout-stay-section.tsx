import { useCallback, useId } from 'react';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays } from '@camping/domain/dates/calendar';
import { Alert } from '@camping/ui/alert';
import { UNAVAILABLE_DATES_ERROR } from '#app/features/availability/index.ts';
import { AskToBeTold } from '#app/features/waitlist/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';
import type { Stay } from './stay-selection.ts';
import type { CheckoutState } from './use-checkout-form.ts';

/** The stay: the calendar of free nights once a campground and package are chosen. */
export function StaySection({ checkout }: { checkout: CheckoutState }) {
  const legendId = useId();
  const {
    form: { clearErrors },
    catalogue: { availability },
    today,
    choice: { location, campingPackage, guests, stay },
    calendar: { unavailable, constraints, lastNight, setStay },
    price: { problem, quote },
    stayError,
  } = checkout;
  const chooseStay = useCallback(
    (next: Stay) => {
      clearErrors(['arrival', 'departure']);
      setStay(next);
    },
    [clearErrors, setStay],
  );
  return (
    <CardSection title="Your stay">
      {!location || !campingPackage ? (
        <p className="text-stone-700">Choose a campground and a package to see the free nights.</p>
      ) : unavailable.isError ? (
        <QueryError
          message={UNAVAILABLE_DATES_ERROR}
          onRetry={() => void unavailable.refetch()}
          retrying={unavailable.isFetching}
        />
      ) : unavailable.isPending ? (
        <p role="status">Checking which nights are free…</p>
      ) : (
        <>
          <p id={legendId} className="text-sm text-stone-700">
            Choose your arrival day, then your departure day. Struck-through days cannot be chosen:
            booked out, too soon for the crew to prepare, closed, or too short a stay from there.
            Stays are at least {availability.minStayNights ?? BOOKING_RULES.minStayNights} nights,
            longer in some peak periods.
          </p>
          <StayCalendar
            stay={stay}
            onChange={chooseStay}
            constraints={constraints}
            firstDay={today}
            lastDay={addDays(lastNight, 1)}
            // Focused to fix the stay, the calendar is read with what to fix.
            describedBy={stayError || problem ? `${legendId} ${legendId}-error` : legendId}
          />
        </>
      )}
      <p role="status" className="font-semibold text-forest-900">
        {stay ? describeStay(stay.arrival, stay.departure) : ''}
      </p>
      {(stayError || problem) && <Alert id={`${legendId}-error`}>{stayError ?? problem}</Alert>}
      {!stayError && problem && quote.data?.taken && location && campingPackage && stay && (
        <AskToBeTold
          stay={{ locationId: location.id, packageId: campingPackage.id, guests, ...stay }}
          describedBy={`${legendId}-error`}
        />
      )}
    </CardSection>
  );
}
