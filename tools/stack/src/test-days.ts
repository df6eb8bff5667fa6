import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { IsoDate } from '@camping/domain/dates/calendar';

// The days the stack's tests book, from the date of the run (docs/decisions/0027-test-days.md).

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
 * Where a test's stay arrives: `offset` days after `today`, counting only days outside the summer, so
 * stays keep their order and distance from each other on every run date rather than bunching up at
 * the summer's end; then the first arrival from there that `allowed` accepts and whose `days` (its
 * arrival to its departure, both counted) keep clear of the summer.
 *
 * Past the summer, a far stay can end beyond the booking horizon on some run dates: such a request
 * throws on every run date, naming where it would fail, rather than only on those.
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
  const [arrival] = arrivals(today, 1, offset, days, allowed);
  return isoOf(dayNumber(today) + arrival!);
}

function refuseBeyondHorizon(
  today: IsoDate,
  offset: number,
  days: number,
  allowed: (arrival: IsoDate) => boolean,
): void {
  for (const [run, arrival] of arrivals(today, RUN_DATES, offset, days, allowed).entries()) {
    const lastNight = arrival + days - 2;
    if (lastNight - run > BOOKING_RULES.horizonDays) {
      const at = (day: number) =>
        Number.isFinite(day) ? isoOf(dayNumber(today) + day) : 'a day beyond';
      throw new Error(
        `A stay of ${days - 1} nights from ${offset} days ahead ends on ${at(lastNight)} when the tests run on ${at(run)}: past the ${BOOKING_RULES.horizonDays} days anyone can book. Choose a nearer offset.`,
      );
    }
  }
}

/**
 * The arrival of the request for each of `runs` run dates from `today` on, as days after `today`:
 * worked out for all of them in a few passes over the calendar, since the horizon's check asks for
 * four years of them.
 */
function arrivals(
  today: IsoDate,
  runs: number,
  offset: number,
  days: number,
  allowed: (arrival: IsoDate) => boolean,
): number[] {
  // Room for the offset, a summer or two and the search for an allowed arrival.
  const length = runs + offset + 2 * 366;
  const dates = Array.from({ length }, (_, day) => isoOf(dayNumber(today) + day));
  // Each day's first acceptable arrival from that day on, found backwards.
  const nextArrival: number[] = Array.from({ length }, () => Infinity);
  let clearDays = 0;
  for (let day = length - 1; day >= 0; day -= 1) {
    clearDays = inSummer(dates[day]!) ? 0 : clearDays + 1;
    nextArrival[day] =
      clearDays >= days && allowed(dates[day]!) ? day : (nextArrival[day + 1] ?? Infinity);
  }
  // The days outside the summer in order, and for each day how many of them come before it.
  const plainDays: number[] = [];
  const plainBefore: number[] = [];
  for (let day = 0; day < length; day += 1) {
    plainBefore.push(plainDays.length);
    if (!inSummer(dates[day]!)) plainDays.push(day);
  }
  return Array.from(
    { length: runs },
    (_, run) => nextArrival[plainDays[plainBefore[run]! + offset] ?? length] ?? Infinity,
  );
}

const DAY_MS = 86_400_000;
const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isoDates = new Map<number, IsoDate>();
function isoOf(day: number): IsoDate {
  let date = isoDates.get(day);
  if (!date) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10) as IsoDate;
    isoDates.set(day, date);
  }
  return date;
}
