import { addDays, todayInSydney } from '@camping/domain/dates';
import { expect, test } from '@playwright/test';

test('the home page reads campgrounds from Firestore and availability from the Functions emulator', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('The Complete Camping Experience');
  const locations = page.getByTestId('locations').getByRole('listitem');
  await expect(locations).toHaveCount(7);
  await expect(locations.first()).toContainText('minutes from Sydney');

  // Seeded: the minimum-notice nights and three fully booked glamping nights a fortnight out.
  const dates = page.getByTestId('unavailable-dates').getByRole('listitem');
  await expect(dates).toHaveCount(6);
  const format = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });
  const fortnight = addDays(todayInSydney(), 14);
  await expect(dates.nth(3)).toHaveText(format.format(new Date(`${fortnight}T00:00:00`)));
});
