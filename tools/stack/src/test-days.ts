import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays, datesFrom, type IsoDate } from '@camping/domain/dates/calendar';

// The days the stack's tests book, from the date of the run (docs/decisions/0027-test-days.md).

/**
 * 15 December to 31 January: the demo data's Christmas blackout and the summer peak, whose stays are
 * longer than most tests' two nights (demo-data.ts, @camping/catalogue's pricing settings).
 */
const inSummer = (date: IsoDate) => date.slice(5) >= '12-15' || date.slice(5) <= '01-31';

/** Run dates checked for each request: four years of them, every place of the summer, leap years too. */
const RUN_DATES = 4 * 365 + 1;

/** A rule for the arrival day itself (the 18th or earlier, a Friday…). */
type Allowed = (arrival: IsoDate) => boolean;

/** Arrivals worked out already, by rule, then by `today/offset/days`. */
const answers = new WeakMap<Allowed, Map<string, IsoDate>>();
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
  allowed: Allowed = anyArrival,
): IsoDate {
  const known = answers.get(allowed) ?? new Map<string, IsoDate>();
  answers.set(allowed, known);
  const key = `${today}/${offset}/${days}`;
  let arrival = known.get(key);
  if (!arrival) {
    arrival = checkedArrival(today, offset, days, allowed);
    known.set(key, arrival);
  }
  return arrival;
}

/** The arrival for `today`, once the request keeps within the horizon on every run date from it. */
function checkedArrival(today: IsoDate, offset: number, days: number, allowed: Allowed): IsoDate {
  const { dates, arrivals } = arrivalsFrom(today, RUN_DATES, offset, days, allowed);
  for (const [run, arrival] of arrivals.entries()) {
    const lastNight = arrival + days - 2;
    if (lastNight - run > BOOKING_RULES.horizonDays) {
      throw new Error(
        `A stay of ${days - 1} nights from ${offset} days ahead ends on ${dates[lastNight] ?? 'a day beyond'} when the tests run on ${dates[run]}: past the ${BOOKING_RULES.horizonDays} days anyone can book. Choose a nearer offset.`,
      );
    }
  }
  return dates[arrivals[0]!]!;
}

/**
 * The request's arrival for each of `runs` run dates from `today` on, as indexes into `dates` (the
 * days from `today`): worked out for all of them in a few passes over the calendar.
 */
function arrivalsFrom(
  today: IsoDate,
  runs: number,
  offset: number,
  days: number,
  allowed: Allowed,
): { dates: IsoDate[]; arrivals: number[] } {
  // Room for the offset, a summer or two and the search for an allowed arrival.
  const dates = datesFrom(today, addDays(today, runs + offset + 2 * 366));
  // Each day's first acceptable arrival from that day on, found backwards.
  const nextArrival: number[] = dates.map(() => Infinity);
  let clearDays = 0;
  for (let day = dates.length - 1; day >= 0; day -= 1) {
    clearDays = inSummer(dates[day]!) ? 0 : clearDays + 1;
    nextArrival[day] =
      clearDays >= days && allowed(dates[day]!) ? day : (nextArrival[day + 1] ?? Infinity);
  }
  // The days outside the summer in order, and for each day how many of them come before it.
  const plainDays: number[] = [];
  const plainBefore: number[] = [];
  for (const [day, date] of dates.entries()) {
    plainBefore.push(plainDays.length);
    if (!inSummer(date)) plainDays.push(day);
  }
  const arrivals = Array.from(
    { length: runs },
    (_, run) => nextArrival[plainDays[plainBefore[run]! + offset] ?? dates.length] ?? Infinity,
  );
  return { dates, arrivals };
}
