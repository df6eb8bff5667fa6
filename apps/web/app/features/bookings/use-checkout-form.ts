import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { checkoutFormSchema } from '@camping/domain/booking/checkout';
import { minimumStayNights } from '@camping/domain/booking/stay-rules';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import type { PeakPeriod } from '@camping/domain/catalogue/pricing-settings';
import { addDays, toIsoDate, type IsoDate } from '@camping/domain/dates/calendar';
import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import { unavailableDatesQuery } from '#app/features/availability/index.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { quoteQuery } from './bookings-queries.ts';
import type { CheckoutDraft } from './checkout-draft.ts';
import { useFocusFirstInvalid } from './checkout-focus.ts';
import { guestLimitOf, startingGuests, type AddOnLines } from './checkout-guests.ts';
import { openPaymentPage } from './payment-redirect.ts';
import { isBookableStay, type Stay, type StayConstraints } from './stay-selection.ts';
import { useCheckoutPayment } from './use-checkout-payment.ts';
import { useCheckoutVoucher } from './voucher-payment.ts';

/** The catalogue and settings the checkout chooses from. */
export interface CheckoutCatalogue {
  locations: readonly Location[];
  packages: readonly CampingPackage[];
  addOns: readonly AddOn[];
  peakPeriods: readonly PeakPeriod[];
  availability: AvailabilitySettings;
}

export interface CheckoutSetup {
  catalogue: CheckoutCatalogue;
  /** Choices made before (a deep link's campground and package, the remembered draft). */
  initial: Partial<CheckoutDraft>;
  /** Remembers the choices as they change. */
  saveDraft?: (draft: CheckoutDraft) => void;
  /** Today in Sydney. */
  today: IsoDate;
  /** Where the browser goes to pay (the payment page is another site). */
  goToPayment?: (url: string) => void;
}

/**
 * The checkout's logic: the form (validated with the same schema as `startCheckout`), what the
 * choices allow (packages of the campground, free nights), the server's live price, and holding the
 * stay then going to pay. The sections of checkout-form.tsx show its parts.
 */
export function useCheckoutForm(
  { catalogue, initial, today, goToPayment = openPaymentPage }: CheckoutSetup,
  /** The form element: what to fix is found in it. */
  formRef: RefObject<HTMLFormElement | null>,
) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(
    checkoutFormSchema,
    {
      locationId: initial.locationId ?? '',
      packageId: initial.packageId ?? '',
      addOns: initial.addOns ?? [],
      guests: startingGuests(
        initial.guests,
        catalogue.packages.find((candidate) => candidate.id === initial.packageId),
        initial.addOns ?? [],
        catalogue.addOns,
      ),
      arrival: initial.arrival ?? '',
      departure: initial.departure ?? '',
      phone: initial.phone ?? '',
      notes: initial.notes ?? '',
      idempotencyKey: crypto.randomUUID(),
    },
    // useFocusFirstInvalid takes the customer to what to fix, the calendar included.
    { shouldFocusError: false },
  );
  const {
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitted, submitCount },
  } = form;
  useFocusFirstInvalid(formRef, submitCount, errors);
  const [locationId, packageId, guests, addOns, arrival, departure, promoCode] = useWatch({
    control,
    name: ['locationId', 'packageId', 'guests', 'addOns', 'arrival', 'departure', 'promoCode'],
  });

  const location = catalogue.locations.find((candidate) => candidate.id === locationId);
  const offered = catalogue.packages.filter(
    (candidate) => !location || location.packageIds.includes(candidate.id),
  );
  const campingPackage = offered.find((candidate) => candidate.id === packageId);
  const maxGuests = guestLimitOf(campingPackage, addOns, catalogue.addOns);
  // Fewer beds than guests (another package, a sleeping kit taken off): as many guests as fit.
  const fitGuests = (nextPackage: CampingPackage | undefined, lines: AddOnLines) => {
    const limit = guestLimitOf(nextPackage, lines, catalogue.addOns);
    if (guests > limit) setValue('guests', limit);
  };
  // The same object while the dates stay the same: the calendar re-renders only when they change.
  const stay = useMemo<Stay | null>(
    () =>
      arrival && departure
        ? { arrival: arrival as IsoDate, departure: departure as IsoDate }
        : null,
    [arrival, departure],
  );

  // The whole booking horizon in one call: every month of the calendar is ready at once.
  const lastNight = addDays(
    today,
    Math.min(catalogue.availability.horizonDays, BOOKING_RULES.maxWindowDays - 1),
  );
  const unavailableNightsQuery = unavailableDatesQuery({
    packageId,
    locationId,
    from: today,
    to: lastNight,
  });
  const unavailable = useQuery({
    ...unavailableNightsQuery,
    enabled: Boolean(location && campingPackage),
  });
  const { peakPeriods, availability } = catalogue;
  const constraints = useMemo<StayConstraints>(
    () => ({
      unavailableNights: new Set(unavailable.data?.map((date) => toIsoDate(date))),
      minimumStay: (day) => minimumStayNights(day, peakPeriods, availability.minStayNights),
    }),
    [unavailable.data, peakPeriods, availability.minStayNights],
  );

  const setStay = useCallback(
    (next: Stay | null) => {
      const options = { shouldValidate: isSubmitted };
      setValue('arrival', next?.arrival ?? '', options);
      setValue('departure', next?.departure ?? '', options);
    },
    [setValue, isSubmitted],
  );

  // Nights taken since the stay was chosen (or a draft from before): choose again.
  const stayStillBookable = !stay || !unavailable.data || isBookableStay(stay, constraints);
  useEffect(() => {
    if (!stayStillBookable) {
      setValue('arrival', '');
      setValue('departure', '');
    }
  }, [stayStillBookable, setValue]);

  const quoteRequest =
    location && campingPackage && stay && Number.isInteger(guests)
      ? { locationId, packageId, addOns, guests, ...stay, ...(promoCode ? { promoCode } : {}) }
      : null;
  const quote = useQuery({
    ...quoteQuery(quoteRequest ?? { locationId, packageId, addOns, guests, arrival, departure }),
    enabled: quoteRequest !== null,
    placeholderData: keepPreviousData,
  });
  const problem = quoteRequest && !quote.isPlaceholderData ? quote.data?.problem : null;

  const newAttempt = useCallback(() => setValue('idempotencyKey', crypto.randomUUID()), [setValue]);
  const voucher = useCheckoutVoucher();
  const payment = useCheckoutPayment({
    quoteRequest,
    quote,
    refuse: (message) => setError('departure', { message }),
    newAttempt,
    stayTaken: async () => {
      setStay(null);
      await queryClient.invalidateQueries({ queryKey: unavailableNightsQuery.queryKey });
    },
    goToPayment,
    voucher,
  });
  const submit = handleSubmit(payment.pay);

  const quantityOf = (addOnId: string) =>
    addOns.find((line) => line.addOnId === addOnId)?.quantity ?? 0;
  const setQuantity = (addOnId: string, quantity: number) => {
    const lines = [
      ...addOns.filter((line) => line.addOnId !== addOnId),
      ...(quantity > 0 ? [{ addOnId, quantity }] : []),
    ].sort((a, b) => a.addOnId.localeCompare(b.addOnId));
    setValue('addOns', lines);
    fitGuests(campingPackage, lines);
  };

  const stayError =
    errors.arrival || errors.departure
      ? !arrival || !departure
        ? 'Choose your arrival and departure dates.'
        : (errors.arrival?.message ?? errors.departure?.message)
      : undefined;

  return {
    form,
    catalogue,
    today,
    choice: { locationId, packageId, guests, maxGuests, location, campingPackage, offered, stay },
    calendar: { unavailable, constraints, lastNight, setStay },
    addOns: { quantityOf, setQuantity },
    price: { quoteRequest, quote, problem },
    voucher,
    stayError,
    failure: payment.failure,
    redirecting: payment.redirecting,
    submit,
    /** Another package chosen: the guests kept within what it sleeps. */
    packageChosen: (nextPackage: CampingPackage | undefined) => fitGuests(nextPackage, addOns),
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutForm>;
