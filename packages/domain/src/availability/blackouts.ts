import { compareIsoDates, type IsoDate } from '../dates/calendar.ts';
import type { DateRange } from '../fields.ts';

/** Whether a blackout or a campground's closure (both ends inclusive) covers `night`. */
export function isBlackedOut(night: IsoDate, blackouts: readonly DateRange[]): boolean {
  return blackouts.some(
    (range) => compareIsoDates(range.from, night) <= 0 && compareIsoDates(night, range.to) <= 0,
  );
}
