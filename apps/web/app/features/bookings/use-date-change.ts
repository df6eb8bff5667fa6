import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { DateChangeResponse } from '@camping/domain/booking/date-change';
import { minimumStayNights } from '@camping/domain/booking/stay-rules';
import { addDays, datesFrom, toIsoDate, type IsoDate } from '@camping/domain/dates/calendar';
import { unavailableDatesQuery } from '#app/features/availability/index.ts';
import { queryKeys } from '#app/shared/query-keys.ts';
import { changeBookingDates } from './date-change-calls.ts';
import { dateChangeQuoteQuery } from './date-change-queries.ts';
import { openPaymentPage } from './payment-redirect.ts';
import type { Stay, StayConstraints } from './stay-selection.ts';
import type { CheckoutCatalogue } from './use-checkout-form.ts';

export interface DateChangeSetup {
  booking: Booking;
  catalogue: CheckoutCatalogue;
  /** Today in Sydney. */
  today: IsoDate;
  /** The booking moved at once: what was refunded. */
  onMoved: (refundCents: number) => void;
  /** Where the browser goes to pay the difference (the payment page is another site). */
  goToPayment?: (url: string) => void;
}

/**
 * The change page's logic: the new campground, package and stay (the calendar of checkout, where the
 * booking's own nights count as free), the server's quote and difference, and the change itself.
 * Add-ons are kept where still offered, and the guests as booked.
 */
export function useDateChange({
  booking,
  catalogue,
  today,
  onMoved,
  goToPayment = openPaymentPage,
}: DateChangeSetup) {
  const queryClient = useQueryClient();
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
    ...dateChangeQuoteQuery(
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

  const change = useMutation({
    mutationFn: () =>
      changeBookingDates({
        ...request!,
        expectedDifferenceCents: shown!.differenceCents,
        idempotencyKey: keyOf(JSON.stringify(request)),
      }),
    onSuccess: (answer: DateChangeResponse) => {
      if (answer.outcome === 'price-changed') {
        queryClient.setQueryData(dateChangeQuoteQuery(request!).queryKey, {
          quote: answer.quote,
          differenceCents: answer.differenceCents,
          problem: null,
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.getUserBookings(booking.userId) });
      if (answer.outcome === 'pay') goToPayment(answer.paymentUrl);
      else onMoved(answer.refundCents);
    },
  });

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
    quote,
    shown,
    change,
    /** Nothing changes: the same stay at the same campground with the same package. */
    unchanged:
      stay !== null &&
      stay.arrival === booking.arrival &&
      stay.departure === booking.departure &&
      locationId === booking.locationId &&
      packageId === booking.packageId,
  };
}

export type DateChangeState = ReturnType<typeof useDateChange>;
