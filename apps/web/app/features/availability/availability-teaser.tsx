import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import {
  addDays,
  datesFrom,
  toIsoDate,
  toLocalMidnight,
  todayInSydney,
} from '@camping/domain/dates/calendar';
import { CHECKOUT_PARAMS, checkoutPath } from '@camping/domain/site/paths';
import { useHydrated } from '@camping/ui/use-hydrated';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { UNAVAILABLE_DATES_ERROR, unavailableDatesQuery } from './unavailable-dates-queries.ts';

const WINDOW_NIGHTS = 28;
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

type TeaserPackage = Pick<CampingPackage, 'id' | 'name'>;

export interface AvailabilityTeaserProps {
  locationId: string;
  packages: readonly TeaserPackage[];
  /** What else to offer for the chosen package (the waitlist's check of a stay, lazily loaded). */
  forPackage: (chosen: TeaserPackage) => ReactNode;
}

/** The next four weeks of a campground, per package: which nights can still be booked. */
export function AvailabilityTeaser({ locationId, packages, forPackage }: AvailabilityTeaserProps) {
  // A package the address names (a stay checked before logging in), once hydrated: the pre-rendered
  // page shows the first.
  const [search] = useSearchParams();
  const named = useHydrated() ? search.get(CHECKOUT_PARAMS.package) : null;
  const [picked, setPackageId] = useState<string>();
  const packageId =
    picked ?? packages.find((campingPackage) => campingPackage.id === named)?.id ?? packages[0]?.id;
  const legendId = useId();
  const today = todayInSydney();
  const nights = datesFrom(today, addDays(today, WINDOW_NIGHTS));
  const unavailable = useQuery({
    ...unavailableDatesQuery({
      packageId: packageId ?? '',
      locationId,
      from: today,
      to: addDays(today, WINDOW_NIGHTS - 1),
    }),
    enabled: packageId !== undefined,
  });
  const chosen = packages.find((campingPackage) => campingPackage.id === packageId);
  if (!chosen) return null;
  const booked = new Set(unavailable.data?.map((date) => toIsoDate(date)));

  return (
    <div className="space-y-5">
      <fieldset>
        <legend id={legendId} className="font-semibold text-forest-900">
          Package
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {packages.map((campingPackage) => (
            <label
              key={campingPackage.id}
              className="relative flex items-center gap-2 rounded-full bg-white px-4 py-2 ring-1 ring-stone-300 has-[:checked]:bg-forest-700 has-[:checked]:text-white has-[:checked]:ring-forest-700"
            >
              <input
                type="radio"
                name={`${legendId}-package`}
                value={campingPackage.id}
                checked={campingPackage.id === packageId}
                onChange={() => setPackageId(campingPackage.id)}
                // Transparent and as large as the pill, so the whole pill is the radio button.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
              />
              {campingPackage.name}
            </label>
          ))}
        </div>
      </fieldset>

      {unavailable.isPending && (
        <p role="status" className="text-stone-700">
          Checking availability…
        </p>
      )}
      {unavailable.isError && (
        <QueryError
          message={UNAVAILABLE_DATES_ERROR}
          onRetry={() => void unavailable.refetch()}
          retrying={unavailable.isFetching}
        />
      )}
      {unavailable.isSuccess && (
        <div>
          <p role="status" className="font-semibold text-forest-900">
            {nights.length - booked.size} of {nights.length} nights available in the next four weeks
          </p>
          <ul
            aria-label="Nights in the next four weeks"
            className="mt-3 grid grid-cols-4 gap-1.5 sm:grid-cols-7"
          >
            {nights.map((night) => {
              const free = !booked.has(night);
              // Plain calendar days, not buttons: free nights carry a green mark, the rest are
              // shaded. Neither is underlined or outlined like something to press.
              return (
                <li
                  key={night}
                  className={`rounded-md px-1 py-2 text-center text-sm ${free ? 'bg-forest-50 font-medium text-forest-900' : 'night-unavailable text-stone-600'}`}
                >
                  {free && (
                    <span
                      aria-hidden="true"
                      className="mr-1 inline-block size-2 rounded-full bg-forest-500 align-middle"
                    />
                  )}
                  {dayFormat.format(toLocalMidnight(night))}
                  <span className="sr-only">{free ? ': available' : ': unavailable'}</span>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-sm text-stone-700">
            Nights with a green dot are free; shaded nights are booked out, too soon to set up for,
            or closed. Stays are at least {BOOKING_RULES.minStayNights} nights.
          </p>
        </div>
      )}
      <Link to={checkoutPath({ locationId, packageId: chosen.id })} className={textLink}>
        Book {chosen.name} here
      </Link>
      {forPackage(chosen)}
    </div>
  );
}
