import { isBlackedOut } from '../availability/blackouts.ts';
import { datesFrom, type IsoDate } from '../dates/calendar.ts';
import type { DateRange } from '../fields.ts';
import { BOOKING_RULES } from './booking-rules.ts';

/** What is taken around a stay: kits on its nights, the crew on its first and last day. */
export interface CapacityState {
  kitCount: number;
  /** Kits in use by night; nights not listed have none. */
  kitsInUse: ReadonlyMap<string, number>;
  /** Business blackouts and the campground's closures, both ends inclusive. */
  blackouts: readonly DateRange[];
  /** Set-ups already booked on the arrival day, pack-downs on the departure day. */
  setUpsOnArrival: number;
  packDownsOnDeparture: number;
  crewSetUpsPerDay?: number;
  crewPackDownsPerDay?: number;
}

export type CapacityProblem =
  | { reason: 'unavailable'; nights: IsoDate[]; message: string }
  | { reason: 'crew-unavailable'; date: IsoDate; message: string };

const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-04` as "4 December 2026", the same wherever the code runs. */
export function formatLongDate(date: IsoDate): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

function listOfDates(dates: readonly IsoDate[]): string {
  const words = dates.map(formatLongDate);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/**
 * Why a stay cannot be held now, given what is taken; null when it can. Every night needs a free kit
 * and must not be blacked out; the crew must have a set-up free on the arrival day and a pack-down
 * free on the departure day.
 */
export function capacityProblem(
  stay: { arrival: IsoDate; departure: IsoDate },
  state: CapacityState,
): CapacityProblem | null {
  const nights = datesFrom(stay.arrival, stay.departure).filter(
    (night) =>
      isBlackedOut(night, state.blackouts) || (state.kitsInUse.get(night) ?? 0) >= state.kitCount,
  );
  if (nights.length > 0) {
    const which = nights.length === 1 ? 'the night of' : 'the nights of';
    const verb = nights.length === 1 ? 'is' : 'are';
    return {
      reason: 'unavailable',
      nights,
      message: `Sorry, ${which} ${listOfDates(nights)} ${verb} no longer available for this package. Choose other dates.`,
    };
  }
  if (state.setUpsOnArrival >= (state.crewSetUpsPerDay ?? BOOKING_RULES.crewSetUpsPerDay)) {
    return {
      reason: 'crew-unavailable',
      date: stay.arrival,
      message: `Sorry, our crew is fully booked for set-ups on ${formatLongDate(stay.arrival)}. Choose another arrival date.`,
    };
  }
  if (
    state.packDownsOnDeparture >= (state.crewPackDownsPerDay ?? BOOKING_RULES.crewPackDownsPerDay)
  ) {
    return {
      reason: 'crew-unavailable',
      date: stay.departure,
      message: `Sorry, our crew is fully booked for pack-downs on ${formatLongDate(stay.departure)}. Choose another departure date.`,
    };
  }
  return null;
}
