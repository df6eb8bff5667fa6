import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays, datesFrom, daysBetween, type IsoDate } from '@camping/domain/dates/calendar';

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
  // Room for the run dates, the offset, a summer or two and the search for an allowed arrival.
  const calendar = calendarFor(today, addDays(today, RUN_DATES + offset + 2 * 366));
  const { dates, plainDays, plainBefore } = calendar;
  const next = nextArrivals(calendar, allowed, days);
  /** The arrival on the calendar's day `run`, as an index into `dates`. */
  const arrivalOn = (run: number) =>
    next[plainDays[plainBefore[run]! + offset] ?? dates.length] ?? Infinity;
  const first = daysBetween(dates[0]!, today);
  for (let run = first; run < first + RUN_DATES; run += 1) {
    const lastNight = arrivalOn(run) + days - 2;
    if (lastNight - run > BOOKING_RULES.horizonDays) {
      throw new Error(
        `A stay of ${days - 1} nights from ${offset} days ahead ends on ${dates[lastNight] ?? 'a day beyond'} when the tests run on ${dates[run]}: past the ${BOOKING_RULES.horizonDays} days anyone can book. Choose a nearer offset.`,
      );
    }
  }
  return dates[arrivalOn(first)]!;
}

/**
 * The days that requests are worked out on, shared by all of them (the unit tests ask for every run
 * date of a year, each checking four years): the dates, the days outside the summer in order, and for
 * each day how many of those come before it.
 */
interface Calendar {
  dates: IsoDate[];
  plainDays: number[];
  plainBefore: number[];
  /** By rule, then by the stay's days: each day's first acceptable arrival from that day on. */
  nextArrivals: WeakMap<Allowed, Map<number, number[]>>;
}
let shared: Calendar | undefined;

/** A calendar from `from` to `to` at least, grown by a year past what is asked when it must grow. */
function calendarFor(from: IsoDate, to: IsoDate): Calendar {
  const first = shared?.dates[0] ?? from;
  const last = shared?.dates.at(-1) ?? to;
  if (shared && first <= from && last >= to) return shared;
  const start = first < from ? first : from;
  const end = last > to ? last : addDays(to, 366);
  const dates = datesFrom(start, addDays(end, 1));
  const plainDays: number[] = [];
  const plainBefore: number[] = [];
  for (const [day, date] of dates.entries()) {
    plainBefore.push(plainDays.length);
    if (!inSummer(date)) plainDays.push(day);
  }
  shared = { dates, plainDays, plainBefore, nextArrivals: new WeakMap() };
  return shared;
}

/**
 * For each day of the calendar, the first arrival from that day on that `allowed` accepts and whose
 * `days` keep clear of the summer.
 */
function nextArrivals(
  { dates, nextArrivals: byRule }: Calendar,
  allowed: Allowed,
  days: number,
): number[] {
  const byDays = byRule.get(allowed) ?? new Map<number, number[]>();
  byRule.set(allowed, byDays);
  const known = byDays.get(days);
  if (known) return known;
  // Found backwards, counting how many days from each one on are clear of the summer.
  const next: number[] = dates.map(() => Infinity);
  let clearDays = 0;
  for (let day = dates.length - 1; day >= 0; day -= 1) {
    clearDays = inSummer(dates[day]!) ? 0 : clearDays + 1;
    next[day] = clearDays >= days && allowed(dates[day]!) ? day : (next[day + 1] ?? Infinity);
  }
  byDays.set(days, next);
  return next;
}
