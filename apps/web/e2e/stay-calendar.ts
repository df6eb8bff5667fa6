import { expect, type Page, type TestInfo } from '@playwright/test';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';

// The checkout's stay calendar (react-aria's RangeCalendar, two months at a time) as a person
// reaches it: by month and day.

/**
 * An arrival months ahead (at least `fromDays`, then `apartDays` more for each slot and project), its
 * own for each project, spec and slot (parallel runs never share a kit or a crew day), early in its
 * month (the calendar shows the stay at once) and clear of the Christmas blackout and peak minimum
 * stays. By the 18th: the integration tests that count a day's crew beside the browser tests keep to
 * the 26th to the 28th (`lateInMonthArrival` in apps/functions/src/testing/customers.ts).
 */
export function arrivalFor(
  testInfo: TestInfo,
  slot: number,
  fromDays: number,
  apartDays = 35,
): IsoDate {
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  let arrival = addDays(todayInSydney(), fromDays + apartDays * (2 * project + slot));
  const clear = (date: IsoDate) => {
    const monthDay = date.slice(5);
    return Number(date.slice(8)) <= 18 && monthDay > '01-31' && monthDay < '12-15';
  };
  while (!clear(arrival)) arrival = addDays(arrival, 1);
  return arrival;
}

const monthTitle = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/**
 * A day of the stay calendar, named as screen readers hear it: "Thursday 11 March 2027", or within
 * a chosen stay "Selected Range: Thursday 1 to Sunday 4 April 2027, Thursday 1 April 2027 selected".
 */
export function day(page: Page, date: IsoDate) {
  const [year, , dayOfMonth] = date.split('-');
  const month = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' }).format(
    utc(date),
  );
  return page.getByRole('grid').getByRole('button', {
    name: new RegExp(`(^|, )[A-Z][a-z]+,? ${Number(dayOfMonth)} ${month} ${year}( selected)?($|,)`),
  });
}

/** Pages on, a month at a time, until the date's month is one of the two shown. */
export async function showMonth(page: Page, date: IsoDate) {
  const month = page.getByRole('grid', { name: `Stay, ${monthTitle.format(utc(date))}` });
  for (let step = 0; step < 14; step += 1) {
    if ((await month.count()) > 0) return;
    // The visible one: react-aria also has a hidden one for screen readers at the calendar's end.
    await page.getByRole('button', { name: 'Next', exact: true }).first().click();
  }
  await expect(month).toBeVisible();
}
