import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { Location } from '@camping/domain/catalogue/location';
import type { ClosureChoice } from '@camping/domain/closures/booking-closure';
import { addDays, daysBetween, toIsoDate, type IsoDate } from '@camping/domain/dates/calendar';
import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import { unavailableDatesQuery } from '#app/features/availability/index.ts';
import type { Stay, StayConstraints } from './stay-selection.ts';

export interface ClosureMoveSetup {
  booking: Booking;
  catalogue: { locations: readonly Location[]; availability: AvailabilitySettings };
  /** Today in Sydney. */
  today: IsoDate;
}

/**
 * Where a closed stay moves, the customer's choice and staff's for them: a campground offering the
 * booking's package, and a stay of as many nights on the checkout's calendar. The closed nights are
 * among the unavailable ones, so they cannot be chosen.
 */
export function useClosureMove({ booking, catalogue, today }: ClosureMoveSetup) {
  const [locationId, setLocationId] = useState(booking.locationId);
  const [stay, setStay] = useState<Stay | null>(null);
  const nights = daysBetween(booking.arrival, booking.departure);
  const { packageId } = booking;
  const offering = catalogue.locations.filter((location) =>
    location.packageIds.includes(packageId),
  );
  const lastNight = addDays(
    today,
    Math.min(catalogue.availability.horizonDays, BOOKING_RULES.maxWindowDays - 1),
  );
  const unavailable = useQuery(
    unavailableDatesQuery({ packageId, locationId, from: today, to: lastNight }),
  );
  const constraints = useMemo<StayConstraints>(
    () => ({
      unavailableNights: new Set(unavailable.data?.map((date) => toIsoDate(date))),
      minimumStay: () => nights,
      nights,
    }),
    [unavailable.data, nights],
  );
  const choice: ClosureChoice | null = stay
    ? { kind: 'move', locationId, arrival: stay.arrival }
    : null;
  return {
    locationId,
    offering,
    stay,
    nights,
    choose: {
      location: (id: string) => {
        setLocationId(id);
        setStay(null);
      },
      stay: setStay,
    },
    calendar: { unavailable, constraints, lastNight },
    choice,
  };
}

export type ClosureMoveState = ReturnType<typeof useClosureMove>;
