import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { IsoDate } from '@camping/domain/dates/calendar';

// The days the stack's tests book, from the date of the run (docs/decisions/0025-test-suite-time.md).

/**
 * 15 December to 31 January: the demo data's Christmas blackout and the summer peak, whose stays are
 * longer than most tests' two nights (demo-data.ts, @camping/catalogue's pricing settings).
 */
const inSummer = (date: IsoDate) => date.slice(5) >= '12-15' || date.slice(5) <= '01-31';

/** Run dates checked for each request: four years of them, every place of the summer, leap years too. */
const RUN_DATES = 4 * 365 + 1;

/** The requests checked already, by rule: `offset/days`. */
const checked = new WeakMap<(arrival: IsoDate) => boolean, Set<string>>();
const anyArrival = () => true;

/**
 * The first arrival at least `offset` days after `today` that `allowed` accepts and whose `days`
 * (its arrival to its departure, both counted) keep clear of the summer, so a test passes whatever
 * day it runs on.
 *
 * Moved past the summer, a far arrival can end beyond the booking horizon on some run dates of the
 * year: such a request throws on every run date, naming where it would fail, rather than only on
 * those.
 */
export function clearArrival(
  today: IsoDate,
  offset: number,
  days: number,
  allowed: (arrival: IsoDate) => boolean = anyArrival,
): IsoDate {
  const done = checked.get(allowed) ?? new Set<string>();
  checked.set(allowed, done);
  const key = `${offset}/${days}`;
  if (!done.has(key)) {
    refuseBeyondHorizon(today, offset, days, allowed);
    done.add(key);
  }
  return firstClear(today, offset, days, allowed);
}

function refuseBeyondHorizon(
  today: IsoDate,
  offset: number,
  days: number,
  allowed: (arrival: IsoDate) => boolean,
): void {
  // Each day's first clear arrival from there on, in one pass backwards: the same answer as
  // firstClear for each run date, without walking from each.
  const first = dayNumber(today);
  const length = RUN_DATES + offset + 366;
  const dates = Array.from({ length }, (_, index) => isoOf(first + index));
  const nextArrival: number[] = Array.from({ length }, () => Infinity);
  let clearDays = 0;
  for (let index = length - 1; index >= 0; index -= 1) {
    clearDays = inSummer(dates[index]!) ? 0 : clearDays + 1;
    nextArrival[index] =
      clearDays >= days && allowed(dates[index]!) ? index : (nextArrival[index + 1] ?? Infinity);
  }
  for (let run = 0; run < RUN_DATES; run += 1) {
    const lastNight = nextArrival[run + offset]! + days - 2;
    if (lastNight - run > BOOKING_RULES.horizonDays) {
      const at = (index: number) => (Number.isFinite(index) ? dates[index] : 'a day beyond');
      throw new Error(
        `A stay of ${days - 1} nights from ${offset} days ahead ends on ${at(lastNight)} when the tests run on ${dates[run]}: past the ${BOOKING_RULES.horizonDays} days anyone can book. Choose a nearer offset.`,
      );
    }
  }
}

function firstClear(
  today: IsoDate,
  offset: number,
  days: number,
  allowed: (arrival: IsoDate) => boolean,
): IsoDate {
  // In day numbers: this runs for each day of four years for every new request.
  let arrival = dayNumber(today) + offset;
  const clear = (first: number) =>
    Array.from({ length: days }, (_, index) => first + index).every((day) => !inSummer(isoOf(day)));
  while (!clear(arrival) || !allowed(isoOf(arrival))) arrival += 1;
  return isoOf(arrival);
}

const DAY_MS = 86_400_000;
const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10) as IsoDate;
