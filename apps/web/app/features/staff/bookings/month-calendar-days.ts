import { addDays, datesFrom, parseIsoDate, type IsoDate } from '@camping/domain/dates/calendar';

// The month calendar's arithmetic, on calendar dates (`YYYY-MM-DD`) like every date of the product.

/** The first and last day of a month given as `YYYY-MM`. */
export function monthBounds(month: string): { first: IsoDate; last: IsoDate } {
  const first = parseIsoDate(`${month}-01`);
  return { first, last: addDays(parseIsoDate(`${shiftMonth(month, 1)}-01`), -1) };
}

/** `YYYY-MM` moved by whole months: ('2026-12', 1) is '2027-01'. */
export function shiftMonth(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a date falls in, `YYYY-MM`. */
export const monthOf = (date: IsoDate) => date.slice(0, 7);

const monthName = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "December 2026". */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** How many days of the week come before the 1st in a Monday-first week (0 for a Monday). */
export function leadingDays(month: string): number {
  const weekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  return (weekday + 6) % 7;
}

interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
}

/**
 * Each day of the month with the stays that have a night on it (arrival up to, not including,
 * departure), in the order given.
 */
export function staysByDay<S extends Stay>(month: string, stays: readonly S[]) {
  const { first, last } = monthBounds(month);
  return datesFrom(first, addDays(last, 1)).map((date) => ({
    date,
    stays: stays.filter((stay) => stay.arrival <= date && date < stay.departure),
  }));
}
