import { expect } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { isBlackedOut } from '@camping/domain/availability/blackouts';
import { addDays, toLocalMidnight, todayInSydney } from '@camping/domain/dates/calendar';
import { locationDoc } from '@camping/domain/firestore/paths';
import { demoAvailabilitySettings, demoBookedNights } from '@camping/stack/demo-data';
import { deleteDocument, writeDocument } from './emulator-data.ts';
import { test } from './fixtures.ts';

// Proof, through the UI, that the built site talks to the emulators of its stack: it reads Firestore
// (a campground that only exists there) and gets answers from the Functions emulator.

test('a campground that exists only in Firestore is listed and gets its own page', async ({
  page,
}, testInfo) => {
  const id = `wiring-${testInfo.project.name}-${Date.now()}`;
  const name = `Wiring Test Campground ${testInfo.project.name}`;
  const template = Object.fromEntries(
    Object.entries(LOCATIONS[0]!).filter(([key]) => key !== 'id'),
  );
  // The slowest drive of all, so it lists last and the other tests' "nearest first" still holds.
  await writeDocument(locationDoc(id), {
    ...template,
    name,
    driveMinutes: 119,
    packageIds: ['essentials'],
  });
  try {
    await page.goto('/locations');
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();

    // Not pre-rendered: Hosting answers with the not-found page (404, ADR 0010), from which the app
    // reads the campground in Firestore and shows it.
    const response = await page.goto(`/locations/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | The Complete Camping Experience`);
    await expect(
      page.getByRole('region', { name: 'Packages at this campground' }).getByRole('article'),
    ).toHaveCount(1);
  } finally {
    await deleteDocument(locationDoc(id));
  }
});

/** Nights of the next four weeks the seeded settings close to every package: notice, blackouts. */
function closed(offset: number): boolean {
  const { minNoticeDays, blackouts } = demoAvailabilitySettings();
  const night = addDays(todayInSydney(), offset);
  return offset < minNoticeDays || isBlackedOut(night, blackouts);
}

/** The seeded glamping nights booked out a fortnight ahead. */
const GLAMPING_BOOKED = new Set(demoBookedNights().map(({ date }) => date));

/** Free nights of the next four weeks, as the seeded data leaves them (today's date decides). */
function freeNights(booked: ReadonlySet<string> = new Set()): number {
  return Array.from({ length: 28 }, (_, offset) => offset).filter(
    (offset) => !closed(offset) && !booked.has(addDays(todayInSydney(), offset)),
  ).length;
}

test('the free nights of a campground come from the Functions emulator', async ({ page }) => {
  test.slow();
  await page.goto('/locations/bouddi-putty-beach');
  const packages = page.getByRole('region', { name: 'Packages at this campground' });
  // Seeded: minimum notice blocks the next three nights for every package, and the crew's
  // Christmas break its nights when the four weeks reach it. (The first call to a function in a
  // freshly started emulator loads it, which can take a while.)
  await expect(
    packages.getByRole('status').filter({ hasText: `${freeNights()} of 28 nights available` }),
  ).toBeVisible({ timeout: 30_000 });

  // ...and three glamping nights a fortnight out are fully booked.
  await packages.getByRole('radio', { name: 'Glamping Bell Tent' }).check();
  await expect(
    packages
      .getByRole('status')
      .filter({ hasText: `${freeNights(GLAMPING_BOOKED)} of 28 nights available` }),
  ).toBeVisible();
  await expect(
    packages.getByRole('link', { name: 'Book Glamping Bell Tent here' }),
  ).toHaveAttribute('href', '/checkout?location=bouddi-putty-beach&package=glamping-bell-tent');
  const format = new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const night = (offset: number) =>
    packages
      .getByRole('listitem')
      .filter({ hasText: format.format(toLocalMidnight(addDays(todayInSydney(), offset))) });
  if (!closed(13)) {
    await expect(night(13)).toContainText('available');
    await expect(night(13)).not.toContainText('unavailable');
  }
  for (const offset of [14, 15, 16]) await expect(night(offset)).toContainText('unavailable');
  // A calendar to read, not links to press: booked-out nights are shaded, their dates not struck
  // through or underlined, and no night is outlined like a button.
  for (const offset of [13, 14]) {
    await expect(night(offset)).toHaveCSS('text-decoration-line', 'none');
    await expect(night(offset)).toHaveCSS('cursor', 'auto');
    await expect(night(offset).getByRole('link')).toHaveCount(0);
    await expect(night(offset)).toHaveCSS('box-shadow', 'none');
  }
});
