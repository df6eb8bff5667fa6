import { expect, type Page, type TestInfo } from '@playwright/test';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { clearArrival } from '@camping/stack/test-days';

// The checkout's stay calendar (react-aria's RangeCalendar, two months at a time) as a person
// reaches it: by month and day.

/**
 * An arrival months ahead (`fromDays`, then `apartDays` more for each slot and project, counted
 * outside the summer as `clearArrival` counts them), its own for each project, spec and slot
 * (parallel runs never share a kit or a crew day), early in its month (the calendar shows the stay at
 * once), with the `days` the journey uses from it (its departure included) clear of the Christmas
 * blackout and peak minimum stays. By the 18th: the integration tests that count a day's crew beside
 * the browser tests keep to the 26th to the 28th (`lateInMonthArrival` in
 * apps/functions/src/testing/customers.ts).
 */
export function arrivalFor(
  testInfo: TestInfo,
  slot: number,
  fromDays: number,
  { apartDays = 35, days = 3 }: { apartDays?: number; days?: number } = {},
): IsoDate {
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  return clearArrival(
    todayInSydney(),
    fromDays + apartDays * (2 * project + slot),
    days,
    earlyInMonth,
  );
}

const earlyInMonth = (arrival: IsoDate) => Number(arrival.slice(8)) <= 18;

/** The first Friday at least `fromDays` ahead whose weekend (to Sunday) is clear as arrivalFor's. */
export const fridayFrom = (fromDays: number) =>
  clearArrival(todayInSydney(), fromDays, 3, onFriday);

const onFriday = (arrival: IsoDate) => new Date(`${arrival}T00:00:00Z`).getUTCDay() === 5;

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
