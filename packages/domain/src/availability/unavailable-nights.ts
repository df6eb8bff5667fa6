import { BOOKING_RULES } from '../booking/booking-rules.ts';
import { addDays, compareIsoDates, datesFrom, type IsoDate } from '../dates/calendar.ts';
import type { DateRange } from '../fields.ts';
import { isBlackedOut } from './blackouts.ts';

export interface AvailabilityInputs {
  /** Nights asked about, both ends inclusive. */
  from: IsoDate;
  to: IsoDate;
  /** Today in Australia/Sydney. */
  today: IsoDate;
  /** Kits of the package that exist. */
  kitCount: number;
  /** Kits already held or booked, by night; nights not listed have none. */
  kitsInUse: ReadonlyMap<string, number>;
  /** Business-wide blackouts and campground closures, both ends inclusive. */
  blackouts: readonly DateRange[];
  minNoticeDays?: number;
  horizonDays?: number;
}

/**
 * The nights of the window nobody can book: too soon (minimum notice), too far ahead (horizon),
 * blacked out, or with every kit in use. Sorted, without duplicates.
 */
export function unavailableNights(inputs: AvailabilityInputs): IsoDate[] {
  const earliest = addDays(inputs.today, inputs.minNoticeDays ?? BOOKING_RULES.minNoticeDays);
  const latest = addDays(inputs.today, inputs.horizonDays ?? BOOKING_RULES.horizonDays);
  return datesFrom(inputs.from, addDays(inputs.to, 1)).filter(
    (night) =>
      compareIsoDates(night, earliest) < 0 ||
      compareIsoDates(night, latest) > 0 ||
      isBlackedOut(night, inputs.blackouts) ||
      (inputs.kitsInUse.get(night) ?? 0) >= inputs.kitCount,
  );
}
