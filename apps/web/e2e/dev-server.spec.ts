import { expect, type Page } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { locationPath } from '@camping/domain/site/paths';
import { DEMO_USERS } from '@camping/stack/demo-data';
import { PROFILES, stackInfo } from '@camping/stack/profiles';
import { startExtraWebDevServer } from '@camping/stack/stack';
import { PUBLIC_PATHS } from '../app/public-paths.ts';
import { test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// `npm run dev` serves pages through Vite's dev server (build-steps/dev-pages.ts), not the build every
// other spec runs against. This spec starts a dev server the way tools/stack does for `npm run dev`,
// on the test stack's emulators, and checks that it renders, hydrates and navigates like the build,
// without console errors and without Vite reloading the page to optimise a dependency it missed.

// Every pre-rendered page, one campground standing for all.
const PAGES = [...PUBLIC_PATHS, locationPath(LOCATIONS[0]!.id)];

// What Vite prints when it reloads open pages to optimise a dependency it had missed.
const VITE_RELOAD = /optimized dependencies changed|reloading/i;

// Clear of the test stack's ports and of the bench's debugging port (web + 1000), shifted with them
// by STACK_PORT_OFFSET.
const DEV_SERVER_PORT = PROFILES.test.ports.web + 2000;

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startExtraWebDevServer>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startExtraWebDevServer(stackInfo(PROFILES.test, true), DEV_SERVER_PORT);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Console errors, uncaught errors and document loads of a page, from now on. */
function watch(page: Page) {
  const seen = { errors: [] as string[], loads: 0 };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('load', () => seen.loads++);
  return seen;
}

test('renders every public page on the server and hydrates it without errors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seen = watch(page);
  for (const path of PAGES) {
    const response = await request.get(`${server.url}${path}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), `${path} arrives with its heading`).toMatch(/<h1[^>]*>[^<]+/);

    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page, 'header a[href="/"]');
  }
  // The footer, the same on every page, is a part of its own that hydrates a moment later (ADR 0005).
  await waitForHydration(page, 'footer a[href="/"]');
  expect(seen.errors).toEqual([]);

  // Chrome logs the 404 itself as a console error, so this comes after the check above.
  const response = await page.goto(`${server.url}/no/such/page`);
  expect(response?.status(), 'the status Hosting gives unknown paths').toBe(404);
  await expect(page.getByRole('heading', { name: "That page doesn't exist" })).toBeVisible();
  await waitForHydration(page, 'header a[href="/"]');
  expect(seen.loads, 'one document load per page: Vite never reloaded one').toBe(PAGES.length + 1);
  expect(server.log()).not.toMatch(VITE_RELOAD);
});

test('navigates in the app, through sign-up to log in the demo customer', async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${server.url}/`);
  await waitForHydration(page, 'header a[href="/"]');
  await page.getByRole('link', { name: 'Locations' }).first().click();
  await expect(page).toHaveURL(`${server.url}/locations`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations');

  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(`${server.url}/signup?returnTo=%2Flocations`);
  await expect(page.getByText('Your password needs:')).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(`${server.url}/login?returnTo=%2Flocations`);
  // The address changes first; the previous page stays until the next one has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  const customer = DEMO_USERS[0];
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Back where the customer was, with the account menu instead of Sign up and Login.
  await expect(page).toHaveURL(`${server.url}/locations`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${server.url}/account`);
  await expect(page.getByText(`Logged in as ${customer.email}.`)).toBeVisible();

  expect(seen.errors).toEqual([]);
  expect(seen.loads, 'every step after the first stayed in the app').toBe(1);
  expect(server.log()).not.toMatch(VITE_RELOAD);
});
