import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import { describeStay } from '#app/features/bookings/index.ts';
import {
  addOnsQuery,
  locationsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/index.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { StaffChangeDatesForm, type StaffChangeDatesFormProps } from './change-dates-form.tsx';

/**
 * Change dates on the staff booking page: the booking's stay now, then the customer's form with
 * staff's reason. Its heading takes focus when it opens, so a screen reader hears where it is.
 */
export function ChangeDates({
  booking,
  onMoved,
  onCancel,
}: Pick<StaffChangeDatesFormProps, 'booking' | 'onMoved' | 'onCancel'>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading);
  const locations = useQuery(locationsQuery);
  const packages = useQuery(packagesQuery);
  const addOns = useQuery(addOnsQuery);
  const pricing = useQuery(pricingSettingsQuery);
  const availability = useQuery(availabilitySettingsQuery);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-2xl font-bold text-forest-900">
        Change dates
      </h2>
      <p>
        The booking now: {describeStay(booking.arrival, booking.departure)}. Staff can change dates
        until the stay begins; the customer is e-mailed the new dates.
      </p>
      {!locations.data || !packages.data || !addOns.data || !pricing.data || !availability.data ? (
        <QueryPending
          queries={[locations, packages, addOns, pricing, availability]}
          loading="Loading the campgrounds and packages…"
          error="We could not load the campgrounds and packages."
        />
      ) : (
        <StaffChangeDatesForm
          booking={booking}
          catalogue={{
            locations: locations.data,
            packages: packages.data,
            addOns: addOns.data,
            peakPeriods: pricing.data.peakPeriods,
            availability: availability.data,
          }}
          today={todayInSydney()}
          onMoved={onMoved}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}
