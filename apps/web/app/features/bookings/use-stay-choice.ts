import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { DateChangeQuote } from '@camping/domain/booking/date-change';
import { minimumStayNights } from '@camping/domain/booking/stay-rules';
import type { CallableRequest } from '@camping/domain/callables';
import { addDays, datesFrom, toIsoDate, type IsoDate } from '@camping/domain/dates/calendar';
import { unavailableDatesQuery } from '#app/features/availability/index.ts';
import type { Stay, StayConstraints } from './stay-selection.ts';
import type { CheckoutCatalogue } from './use-checkout-form.ts';

export interface StayChoiceSetup {
  booking: Booking;
  catalogue: CheckoutCatalogue;
  /** Today in Sydney. */
  today: IsoDate;
}

/** The server's quote of a change, asked by the customer's callable or by staff's. */
export type ChangeQuoteQuery<Key extends readonly unknown[]> = (
  request: CallableRequest<'quoteDateChange'>,
) => UseQueryOptions<DateChangeQuote, Error, DateChangeQuote, Key>;

/**
 * The new stay of a booking's change of dates, the customer's and staff's: the campground, package
 * and stay (the calendar of checkout, where the booking's own nights count as free), the server's
 * quote and difference, and a key per change asked for. Add-ons are kept where still offered, and
 * the guests as booked.
 */
export function useStayChoice<Key extends readonly unknown[]>(
  { booking, catalogue, today }: StayChoiceSetup,
  quoteQuery: ChangeQuoteQuery<Key>,
) {
  const [locationId, setLocationId] = useState(booking.locationId);
  const [packageId, setPackageId] = useState(booking.packageId);
  const [stay, setStay] = useState<Stay | null>(null);
  const location = catalogue.locations.find((candidate) => candidate.id === locationId);
  const offered = catalogue.packages.filter(
    (candidate) => !location || location.packageIds.includes(candidate.id),
  );
  const campingPackage = offered.find((candidate) => candidate.id === packageId);
  const addOns = booking.addOns.filter((line) =>
    catalogue.addOns.some((addOn) => addOn.id === line.addOnId),
  );
  // As many guests as before: a package that sleeps fewer is refused with the server's sentence.
  const { guests } = booking;

  const lastNight = addDays(
    today,
    Math.min(catalogue.availability.horizonDays, BOOKING_RULES.maxWindowDays - 1),
  );
  const unavailable = useQuery({
    ...unavailableDatesQuery({ packageId, locationId, from: today, to: lastNight }),
    enabled: Boolean(location && campingPackage),
  });
  const { peakPeriods, availability } = catalogue;
  const constraints = useMemo<StayConstraints>(() => {
    const unavailableNights = new Set(unavailable.data?.map((date) => toIsoDate(date)));
    // The booking's own kit is its to move: its nights are free for it (the server counts the same).
    if (packageId === booking.packageId) {
      for (const night of datesFrom(booking.arrival, booking.departure)) {
        unavailableNights.delete(night);
      }
    }
    return {
      unavailableNights,
      minimumStay: (day) => minimumStayNights(day, peakPeriods, availability.minStayNights),
    };
  }, [unavailable.data, packageId, booking, peakPeriods, availability.minStayNights]);

  const request =
    location && campingPackage && stay
      ? { bookingId: booking.id, locationId, packageId, addOns, guests, ...stay }
      : null;
  // One key per change asked for: the same change again (a retry after a lost answer) is made once.
  const keys = useRef(new Map<string, string>());
  const keyOf = (text: string) => {
    const key = keys.current.get(text) ?? crypto.randomUUID();
    keys.current.set(text, key);
    return key;
  };
  const quote = useQuery({
    ...quoteQuery(
      request ?? {
        bookingId: booking.id,
        locationId,
        packageId,
        addOns,
        guests,
        arrival: '',
        departure: '',
      },
    ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const shown = request && !quote.isPlaceholderData ? quote.data : undefined;

  return {
    choice: { locationId, packageId, location, campingPackage, offered, stay },
    choose: {
      location: (id: string) => {
        setLocationId(id);
        const next = catalogue.locations.find((candidate) => candidate.id === id);
        if (!next?.packageIds.includes(packageId)) setPackageId('');
        setStay(null);
      },
      package: (id: string) => {
        setPackageId(id);
        setStay(null);
      },
      stay: setStay,
    },
    calendar: { unavailable, constraints, lastNight },
    request,
    /** The change as sent: the stay, the difference shown, its key. */
    changeRequest: () => ({
      ...request!,
      expectedDifferenceCents: shown!.differenceCents,
      idempotencyKey: keyOf(JSON.stringify(request)),
    }),
    quote,
    shown,
    /** Nothing changes: the same stay at the same campground with the same package. */
    unchanged:
      stay !== null &&
      stay.arrival === booking.arrival &&
      stay.departure === booking.departure &&
      locationId === booking.locationId &&
      packageId === booking.packageId,
  };
}

export type StayChoiceState = ReturnType<typeof useStayChoice<readonly unknown[]>>;
