import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { PRODUCT_NAME } from '@camping/domain/product';
import { DEMO_USERS } from '@camping/stack/demo-data';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { expectNoSeriousAxeViolations, WCAG_TAGS } from './axe.ts';
import { test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { ON_PHONES } from './phone.ts';
import { fridayFrom } from './stay-calendar.ts';

const firestore = `http://${HOST}:${PROFILES.test.ports.firestore}/**`;
const functions = `http://${HOST}:${PROFILES.test.ports.functions}/**`;

const bouddi = LOCATIONS.find((location) => location.id === 'bouddi-putty-beach')!;
const euroka = LOCATIONS.find((location) => location.id === 'blue-mountains-euroka')!;
const nearest = [...LOCATIONS].sort((a, b) => a.driveMinutes - b.driveMinutes)[0]!;

test(
  'lists every campground, nearest first, with its drive time from Sydney',
  ON_PHONES,
  async ({ page }) => {
    await page.goto('/locations');
    const cards = page.getByRole('region', { name: 'Our campgrounds' }).getByRole('article');
    // At least: wiring.spec.ts may be adding a campground of its own meanwhile.
    expect(await cards.count()).toBeGreaterThanOrEqual(LOCATIONS.length);
    await expect(cards.first().getByRole('heading')).toHaveText(nearest.name);
    for (const location of LOCATIONS) {
      await expect(cards.filter({ hasText: location.name })).toContainText(location.summary);
    }
    await expect(cards.first()).toContainText(`${nearest.driveMinutes} minutes from Sydney`);
    // Every card: the least a night costs there and the drive.
    for (const location of LOCATIONS) {
      const from = Math.min(
        ...CAMPING_PACKAGES.filter((entry) => location.packageIds.includes(entry.id)).map(
          (entry) => entry.nightlyRateCents,
        ),
      );
      const card = cards.filter({ hasText: location.name });
      await expect(card).toContainText(`From ${formatAud(from)} per night`);
      await expect(card).toContainText(/\d+ (hour|minutes).* from Sydney/);
    }
  },
);

/**
 * The rows of a grid of cards that stop short of either edge of the grid, as "row N: left–right of
 * gridLeft–gridRight" (none when every row fills it). The grid and its cards are measured together,
 * in one layout of the page.
 */
function rowsShortOfTheGrid(grid: Locator) {
  return grid.evaluate((list) => {
    const edges = list.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const card of list.querySelectorAll(':scope > li')) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, [...(rows.get(top) ?? []), box]);
    }
    return [...rows.values()].flatMap((row, index) => {
      const left = Math.min(...row.map((box) => box.left));
      const right = Math.max(...row.map((box) => box.right));
      return Math.abs(left - edges.left) < 0.5 && Math.abs(right - edges.right) < 0.5
        ? []
        : [`row ${index + 1}: ${left}–${right} of ${edges.left}–${edges.right}`];
    });
  });
}

for (const path of ['/', '/locations']) {
  test(`the campground cards on ${path} fill every row, at every width`, async ({ page }) => {
    await page.goto(path);
    const grid = page
      .getByRole('region', { name: /campgrounds/i })
      .getByRole('list')
      .first();
    const cards = grid.getByRole('listitem');
    // At least: wiring.spec.ts may be adding a campground of its own meanwhile.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(LOCATIONS.length);
    for (const width of [375, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // No row ends short of the grid's edges: no card is left alone with a gap beside it. Polled:
      // the page lays out again after the resize, and when a card another test adds arrives.
      await expect.poll(() => rowsShortOfTheGrid(grid), { message: `${width} px` }).toEqual([]);
    }
    // Every campground is on the page already: no "See all" link repeating the list.
    await expect(page.getByRole('link', { name: /see all/i })).toHaveCount(0);
  });
}

test('opens a campground from the list in the app and shows everything about it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/locations');
  await waitForHydration(page, 'main a[href^="/locations/"]');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: bouddi.name }).click();

  await expect(page).toHaveURL(`/locations/${bouddi.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bouddi.name);
  // Read from Firestore by the route's clientLoader: no full page load happened.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const facilities = page.getByRole('region', { name: 'Facilities' });
  for (const facility of bouddi.facilities)
    await expect(facilities.getByRole('listitem').filter({ hasText: facility })).toBeVisible();

  const map = page.getByRole('figure');
  await expect(
    map.getByRole('img', { name: /Putty Beach, Bouddi National Park lies north of Sydney/ }),
  ).toBeVisible();
  await expect(map).toContainText('33.5203° S, 151.3717° E');
  await expect(map.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${bouddi.coordinates.lat},${bouddi.coordinates.lng}`,
  );

  const packages = page.getByRole('region', { name: 'Packages at this campground' });
  await expect(packages).toContainText('Delivery, set-up and pack-down here: $79.00 a stay');
  for (const campingPackage of CAMPING_PACKAGES) {
    await expect(packages.getByRole('heading', { name: campingPackage.name })).toBeVisible();
  }
  // The first call to a function in a freshly started emulator loads it, which can take a while.
  await expect(
    packages
      .getByRole('status')
      .filter({ hasText: /of 28 nights available in the next four weeks/ }),
  ).toBeVisible({ timeout: 30_000 });

  await expect(page.getByRole('link', { name: 'Book this campground' })).toHaveAttribute(
    'href',
    `/checkout?location=${bouddi.id}`,
  );
});

test('shows only the packages a campground offers, with their prices and its delivery fee', async ({
  page,
}) => {
  await page.goto(`/locations/${euroka.id}`);
  const packages = page.getByRole('region', { name: 'Packages at this campground' });
  const offered = CAMPING_PACKAGES.filter((campingPackage) =>
    euroka.packageIds.includes(campingPackage.id),
  );
  await expect(packages.getByRole('article')).toHaveCount(offered.length);
  for (const campingPackage of offered) {
    await expect(
      packages.getByRole('article').filter({ hasText: campingPackage.name }),
    ).toContainText(formatAud(campingPackage.nightlyRateCents));
  }
  await expect(packages.getByRole('heading', { name: 'Glamping Bell Tent' })).toHaveCount(0);
  await expect(packages).toContainText('Delivery, set-up and pack-down here: $79.00 a stay');
});

test('"Book this campground" keeps the campground through logging in, on to checkout', async ({
  page,
}) => {
  await page.goto(`/locations/${euroka.id}`);
  const book = page.getByRole('link', { name: 'Book this campground' });
  await expect(book).toHaveAttribute('href', `/checkout?location=${euroka.id}`);
  await waitForHydration(page, 'main h1');
  await book.click();
  // Guests log in first, and come back to checkout with the campground still chosen.
  await expect(page).toHaveURL(
    `/login?returnTo=${encodeURIComponent(`/checkout?location=${euroka.id}`)}`,
  );
  const customer = DEMO_USERS[0];
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`/checkout?location=${euroka.id}`);
  // The checkout (issue 11) has the campground chosen.
  await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(euroka.id);
});

/**
 * A weekend (Friday to Sunday) clear of the Christmas blackout and the summer's longer stays, and of
 * the booking fuzz's holds (booking-callables-fuzz.integration.test.ts), which can take every kit of
 * a package on nights 240 to 265 days ahead while it runs. They once lasted the hold's 30 minutes
 * and the search found no Essentials there; the fuzz now ends them when it is done. Other tests
 * book at most a kit or two a night after it.
 */
function searchWeekend(): IsoDate {
  return fridayFrom(268);
}

// On a desktop's calendar; a phone's date fields search from Home in waitlist.spec.ts.
test('searches a weekend from Home, lists what is free, and books one with everything chosen', async ({
  page,
}) => {
  // Three functions start cold on the way (search, login, quote).
  test.slow();
  const arrival = searchWeekend();
  const departure = addDays(arrival, 2);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Find a stay' });
  await waitForHydration(page, 'form[aria-label="Find a stay"] button[type="submit"]');
  // On the calendar: the month of the weekend, then its Friday and its Sunday.
  await form.getByRole('button', { name: 'Choose dates on a calendar' }).click();
  const month = new Intl.DateTimeFormat('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const title = month.format(new Date(`${arrival}T00:00:00Z`));
  for (
    let step = 0;
    step < 12 && !(await form.getByRole('grid', { name: new RegExp(title) }).count());
    step += 1
  ) {
    await form.getByRole('button', { name: 'Next', exact: true }).first().click();
  }
  for (const date of [arrival, departure]) {
    const name = new Intl.DateTimeFormat('en-AU', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(new Date(`${date}T00:00:00Z`))
      .replaceAll(',', '');
    await form
      .getByRole('grid')
      .getByRole('button', { name: new RegExp(name) })
      .click();
  }
  await expect(form.getByLabel('Arrival')).toHaveValue(arrival);
  await expect(form.getByLabel('Departure')).toHaveValue(departure);
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
  await form.getByLabel('Guests').fill('2');
  await form.getByRole('button', { name: 'Search' }).click();

  const search = `/locations?arrival=${arrival}&departure=${departure}&guests=2`;
  await expect(page).toHaveURL(search);
  // The first call to a function in a freshly started emulator loads it, which can take a while.
  const results = page.getByRole('list', { name: /stays free for .*\(2 nights\), 2 guests/ });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
  const result = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Essentials at ${bouddi.name}` }) });
  const total = (await result.getByText(/^\$[\d,]+\.\d\d$/).textContent())!;

  await result.getByRole('link', { name: 'Book this stay' }).click();
  const checkout = `/checkout?location=${bouddi.id}&package=essentials&arrival=${arrival}&departure=${departure}&guests=2`;
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(checkout)}`);
  const customer = DEMO_USERS[0];
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(checkout);
  await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(bouddi.id);
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('essentials');
  await expect(page.getByLabel('Guests')).toHaveValue('2');
  await expect(page.getByText('(2 nights)')).toBeVisible();
  // The price the search showed is the checkout's: the same server quote.
  await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText(
    `Total${total}`,
    { timeout: 30_000 },
  );
});

for (const path of ['/locations/atlantis', '/locations/Not%20A%20Campground']) {
  test(`an unknown campground (${path}) is the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("That page doesn't exist");
    await expect(page.getByText('The page you have requested could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page).toHaveTitle(`Page not found | ${PRODUCT_NAME}`);
  });
}

test('a failed read of the campgrounds says so and can be tried again', async ({ page }) => {
  await page.route(firestore, (route) => route.abort());
  await page.goto('/locations');
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'We could not load the latest campgrounds.' });
  await expect(alert).toBeVisible();
  // The pre-rendered list stays: a failure never empties the page.
  await expect(
    page.getByRole('region', { name: 'Our campgrounds' }).getByRole('article'),
  ).toHaveCount(LOCATIONS.length);

  await page.unroute(firestore);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
});

test('a failed availability check says so and can be tried again', async ({ page }) => {
  await page.route(functions, (route) => route.abort());
  await page.goto(`/locations/${bouddi.id}`);
  const packages = page.getByRole('region', { name: 'Packages at this campground' });
  const alert = packages
    .getByRole('alert')
    .filter({ hasText: 'Failed to fetch unavailable dates' });
  await expect(alert).toBeVisible();

  await page.unroute(functions);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    packages.getByRole('status').filter({ hasText: /of 28 nights available/ }),
  ).toBeVisible();
});
