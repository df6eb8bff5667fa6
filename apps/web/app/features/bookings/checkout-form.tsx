import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { checkoutRequestSchema } from '@camping/domain/booking/checkout';
import { minimumStayNights } from '@camping/domain/booking/stay-rules';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { formatAud } from '@camping/domain/catalogue/money';
import type { PeakPeriod } from '@camping/domain/catalogue/pricing-settings';
import { addDays, toIsoDate, type IsoDate } from '@camping/domain/dates/calendar';
import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import { SelectField, TextAreaField, TextField } from '@camping/ui/form-field';
import { PATHS } from '@camping/domain/site/paths';
import { SubmitButton } from '@camping/ui/submit-button';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  UNAVAILABLE_DATES_ERROR,
  unavailableDatesQuery,
} from '#app/features/availability/index.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { startCheckout } from './booking-calls.ts';
import { quoteQuery } from './bookings-queries.ts';
import { saveCheckoutDraft, type CheckoutDraft } from './checkout-draft.ts';
import { checkoutFailure } from './checkout-failure.ts';
import { QuoteSummary } from './quote-summary.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';
import { isBookableStay, type Stay, type StayConstraints } from './stay-selection.ts';

/** The catalogue and settings the checkout chooses from. */
export interface CheckoutCatalogue {
  locations: readonly Location[];
  packages: readonly CampingPackage[];
  addOns: readonly AddOn[];
  peakPeriods: readonly PeakPeriod[];
  availability: AvailabilitySettings;
}

export interface CheckoutFormProps {
  catalogue: CheckoutCatalogue;
  /** Choices made before (a deep link's campground and package, a cancelled payment's draft). */
  initial: Partial<CheckoutDraft>;
  /** Today in Sydney. */
  today: IsoDate;
  /** Where the browser goes to pay (the payment page is another site). */
  goToPayment?: (url: string) => void;
}

const section = `${card} space-y-5 p-5 sm:p-6`;
const sectionHeading = 'text-xl font-bold text-forest-900';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200"
    >
      {children}
    </p>
  );
}

/** Guests until a package says how many it sleeps. */
const DEFAULT_GUESTS = 2;
const guestsFor = (guests: number, campingPackage: CampingPackage | undefined) =>
  Math.min(Math.max(1, guests), campingPackage?.sleeps ?? DEFAULT_GUESTS);

/**
 * The booking form: campground, package, guests, stay, add-ons and contact details, priced live by the
 * server, then held and paid for. Validated with the same schema as `startCheckout`.
 */
export function CheckoutForm({
  catalogue,
  initial,
  today,
  goToPayment = (url) => window.location.assign(url),
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const legendId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    control,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted },
  } = useSchemaForm(checkoutRequestSchema, {
    locationId: initial.locationId ?? '',
    packageId: initial.packageId ?? '',
    addOns: initial.addOns ?? [],
    guests: guestsFor(
      initial.guests ?? DEFAULT_GUESTS,
      catalogue.packages.find((candidate) => candidate.id === initial.packageId),
    ),
    arrival: initial.arrival ?? '',
    departure: initial.departure ?? '',
    phone: initial.phone ?? '',
    notes: initial.notes ?? '',
    idempotencyKey: crypto.randomUUID(),
  });
  const [locationId, packageId, guests, addOns, arrival, departure] = useWatch({
    control,
    name: ['locationId', 'packageId', 'guests', 'addOns', 'arrival', 'departure'],
  });

  const location = catalogue.locations.find((candidate) => candidate.id === locationId);
  const offered = catalogue.packages.filter(
    (candidate) => !location || location.packageIds.includes(candidate.id),
  );
  const campingPackage = offered.find((candidate) => candidate.id === packageId);
  const stay: Stay | null =
    arrival && departure ? { arrival: arrival as IsoDate, departure: departure as IsoDate } : null;

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

  const setStay = (next: Stay | null) => {
    const options = { shouldValidate: isSubmitted };
    setValue('arrival', next?.arrival ?? '', options);
    setValue('departure', next?.departure ?? '', options);
  };

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
      ? { locationId, packageId, addOns, guests, ...stay }
      : null;
  const quote = useQuery({
    ...quoteQuery(quoteRequest ?? { locationId, packageId, addOns, guests, arrival, departure }),
    enabled: quoteRequest !== null,
    placeholderData: keepPreviousData,
  });
  const problem = quoteRequest && !quote.isPlaceholderData ? quote.data?.problem : null;

  const submit = handleSubmit(async (request) => {
    setFailure(null);
    if (problem) {
      setError('departure', { message: problem });
      return;
    }
    saveCheckoutDraft({
      locationId: request.locationId,
      packageId: request.packageId,
      addOns: request.addOns,
      guests: request.guests,
      arrival: request.arrival,
      departure: request.departure,
      phone: request.phone,
      notes: request.notes,
    });
    try {
      const { paymentUrl } = await startCheckout(request);
      setRedirecting(true);
      goToPayment(paymentUrl);
    } catch (error) {
      const next = checkoutFailure(error);
      setFailure(next.message);
      if (next.newAttempt) setValue('idempotencyKey', crypto.randomUUID());
      if (next.pickStayAgain) {
        setStay(null);
        await queryClient.invalidateQueries({ queryKey: unavailableNightsQuery.queryKey });
      }
    }
  });

  const quantityOf = (addOnId: string) =>
    addOns.find((line) => line.addOnId === addOnId)?.quantity ?? 0;
  const setQuantity = (addOnId: string, quantity: number) =>
    setValue(
      'addOns',
      [
        ...addOns.filter((line) => line.addOnId !== addOnId),
        ...(quantity > 0 ? [{ addOnId, quantity }] : []),
      ].sort((a, b) => a.addOnId.localeCompare(b.addOnId)),
    );

  const stayError =
    errors.arrival || errors.departure
      ? !arrival || !departure
        ? 'Choose your arrival and departure dates.'
        : (errors.arrival?.message ?? errors.departure?.message)
      : undefined;

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Book your stay"
      className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]"
    >
      <div className="space-y-6">
        <Section title="Campground and package">
          <SelectField
            label="Campground"
            // Controlled as well as registered: the choice a link made shows from the first render.
            value={locationId}
            error={
              errors.locationId && (locationId ? errors.locationId.message : 'Choose a campground.')
            }
            {...register('locationId', {
              onChange: (event: { target: { value: string } }) => {
                const next = catalogue.locations.find((l) => l.id === event.target.value);
                if (!next?.packageIds.includes(packageId)) setValue('packageId', '');
              },
            })}
          >
            <option value="">Choose a campground</option>
            {catalogue.locations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Package"
            value={packageId}
            hint={
              campingPackage
                ? `Sleeps ${campingPackage.sleeps}. ${campingPackage.summary}`
                : undefined
            }
            error={errors.packageId && (packageId ? errors.packageId.message : 'Choose a package.')}
            {...register('packageId', {
              onChange: (event: { target: { value: string } }) => {
                const next = offered.find((p) => p.id === event.target.value);
                setValue('guests', guestsFor(guests, next));
              },
            })}
          >
            <option value="">Choose a package</option>
            {offered.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({formatAud(candidate.nightlyRateCents)} a night)
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Guests"
            value={guests}
            error={errors.guests?.message}
            {...register('guests', { valueAsNumber: true })}
          >
            {Array.from({ length: campingPackage?.sleeps ?? DEFAULT_GUESTS }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </SelectField>
        </Section>

        <Section title="Your stay">
          {!location || !campingPackage ? (
            <p className="text-stone-700">
              Choose a campground and a package to see the free nights.
            </p>
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
                Choose your arrival day, then your departure day. Struck-through days cannot be
                chosen: booked out, too soon for the crew to prepare, closed, or too short a stay
                from there. Stays are at least{' '}
                {availability.minStayNights ?? BOOKING_RULES.minStayNights} nights, longer in some
                peak periods.
              </p>
              <StayCalendar
                stay={stay}
                onChange={(next) => {
                  clearErrors(['arrival', 'departure']);
                  setStay(next);
                }}
                constraints={constraints}
                firstDay={today}
                lastDay={addDays(lastNight, 1)}
                describedBy={legendId}
              />
            </>
          )}
          <p role="status" className="font-semibold text-forest-900">
            {stay ? describeStay(stay.arrival, stay.departure) : ''}
          </p>
          {stayError && <Alert>{stayError}</Alert>}
          {!stayError && problem && <Alert>{problem}</Alert>}
        </Section>

        {catalogue.addOns.length > 0 && (
          <Section title="Add-ons">
            <ul className="space-y-4">
              {catalogue.addOns.map((addOn) => (
                <li key={addOn.id} className="flex flex-wrap items-end justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-forest-900">{addOn.name}</p>
                    <p className="text-sm text-stone-700">
                      {formatAud(addOn.priceCents)} {addOn.per === 'night' ? 'a night' : 'a stay'}.{' '}
                      {addOn.description}
                    </p>
                  </div>
                  <label className="flex items-center gap-2 text-sm font-semibold text-forest-900">
                    Quantity<span className="sr-only"> of {addOn.name}</span>
                    <select
                      value={quantityOf(addOn.id)}
                      onChange={(event) => setQuantity(addOn.id, Number(event.target.value))}
                      className="rounded-md border border-stone-400 bg-white px-3 py-2 text-base font-normal text-stone-900"
                    >
                      {Array.from({ length: addOn.maxQuantity + 1 }, (_, quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          </Section>
        )}

        <Section title="Your details">
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="The crew calls this number on the day if they need you."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextAreaField
            label="Notes for the crew (optional)"
            rows={4}
            hint="Access, where to pitch, anything we should know."
            error={errors.notes?.message}
            {...register('notes')}
          />
        </Section>
      </div>

      <aside aria-labelledby={`${legendId}-price`} className={`${section} lg:sticky lg:top-24`}>
        <h2 id={`${legendId}-price`} className={sectionHeading}>
          Your price
        </h2>
        <div aria-live="polite" aria-busy={quote.isFetching}>
          {!quoteRequest ? (
            <p className="text-stone-700">
              Choose a campground, a package and your stay to see the price.
            </p>
          ) : quote.isError ? (
            <QueryError
              message="We could not price your stay."
              onRetry={() => void quote.refetch()}
              retrying={quote.isFetching}
            />
          ) : quote.data ? (
            <div className={quote.isPlaceholderData ? 'opacity-60' : undefined}>
              <QuoteSummary quote={quote.data.quote} />
            </div>
          ) : (
            <p role="status">Pricing your stay…</p>
          )}
        </div>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-forest-700"
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? `${legendId}-terms-error` : undefined}
              {...register('termsAccepted')}
            />
            <span>
              I accept the{' '}
              <Link to={PATHS.termsAndConditions} target="_blank" className={textLink}>
                terms and conditions
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
              , including the cancellation policy.
            </span>
          </label>
          {errors.termsAccepted && (
            <p id={`${legendId}-terms-error`} className="mt-1 text-sm font-medium text-red-800">
              {errors.termsAccepted.message}
            </p>
          )}
        </div>
        {failure && <Alert>{failure}</Alert>}
        <SubmitButton
          submitting={isSubmitting || redirecting}
          submittingLabel={redirecting ? 'Opening the payment page…' : 'Holding your stay…'}
          fullWidth
        >
          Continue to payment
        </SubmitButton>
        <p className="text-sm text-stone-700">
          We hold your stay for {BOOKING_RULES.holdMinutes} minutes while you pay.
        </p>
      </aside>
    </form>
  );
}
