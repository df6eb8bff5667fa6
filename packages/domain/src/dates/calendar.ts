/**
 * Dates in this product are calendar dates in Australia/Sydney, stored as `YYYY-MM-DD`.
 * Arithmetic happens on the calendar (via UTC, which has no DST), never on local instants,
 * so a daylight-saving change can neither skip nor repeat a day.
 */
export const SYDNEY_TIME_ZONE = 'Australia/Sydney';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type IsoDate = string & { readonly __brand: 'IsoDate' };

function parts(value: string): [number, number, number] | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and friends, which Date.UTC would silently roll over.
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    return null;
  }
  return [year, month, day];
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parts(value) !== null;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function toUtcDays(date: IsoDate): number {
  const [year, month, day] = parts(date) ?? failInvalid(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromUtcDays(days: number): IsoDate {
  const utc = new Date(days * MS_PER_DAY);
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}` as IsoDate;
}

function failInvalid(value: string): never {
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
}

export function parseIsoDate(value: string): IsoDate {
  return isIsoDate(value) ? value : failInvalid(value);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcDays(toUtcDays(date) + days);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toUtcDays(to) - toUtcDays(from);
}

/** Every date from `from` up to but excluding `to`: the nights of a stay from arrival to departure. */
export function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = Math.max(0, daysBetween(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The calendar date an instant falls on in a time zone (Australia/Sydney unless told otherwise). */
export function calendarDateAt(instant: Date, timeZone: string = SYDNEY_TIME_ZONE): IsoDate {
  const formatted = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => formatted.find((part) => part.type === type)?.value ?? '';
  return parseIsoDate(`${get('year')}-${get('month')}-${get('day')}`);
}

/** "Today" for the business, whatever time zone the visitor or server is in. */
export function todayInSydney(now: Date = new Date()): IsoDate {
  return calendarDateAt(now, SYDNEY_TIME_ZONE);
}

/**
 * A date value from the backend turned into a `Date` at local midnight (spec section 3).
 * `YYYY-MM-DD` is read as that calendar day in the local zone (not UTC, which would shift it a day
 * west of Greenwich); any other value is parsed and moved to the start of its local day.
 */
export function toLocalMidnight(value: string | number | Date): Date {
  if (typeof value === 'string') {
    const calendar = parts(value);
    if (calendar) return new Date(calendar[0], calendar[1] - 1, calendar[2]);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date value: ${String(value)}`);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The local calendar date of a `Date`, the inverse of `toLocalMidnight` for `YYYY-MM-DD`. */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` as IsoDate;
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string & { readonly __brand: 'IsoMonth' };

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7) as IsoMonth;
}

/** The months `dates` fall in, each once, in order. */
export function monthsOf(dates: readonly IsoDate[]): IsoMonth[] {
  return [...new Set(dates.map(monthOf))].sort();
}
