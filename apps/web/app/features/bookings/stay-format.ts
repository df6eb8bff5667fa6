import { daysBetween, type IsoDate } from '@camping/domain/dates/calendar';
import { plural } from '#app/shared/plural.ts';

// Stay dates are calendar dates: formatted in UTC they never shift a day, wherever the visitor is.
const shortDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Fri, 4 Dec 2026". */
export const formatStayDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** "Fri, 4 Dec 2026 to Sun, 6 Dec 2026 (2 nights)". */
export function describeStay(arrival: IsoDate, departure: IsoDate): string {
  const nights = daysBetween(arrival, departure);
  return `${formatStayDate(arrival)} to ${formatStayDate(departure)} (${plural(nights, 'night', 'nights')})`;
}
