import { expect, type Page } from '@playwright/test';
import { SESSION_ENDED_MESSAGE, authErrorMessage } from '@camping/domain/identity/auth-errors';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { test } from './fixtures.ts';

// The guards of spec section 2 against the Auth emulator: guests are kept out of the account pages
// and come back after logging in; signed-in people are kept off the guest pages; nothing renders
// while the auth state loads; a disabled account or a revoked session ends with a message.

const { ports } = PROFILES.test;
const ACCOUNTS_API = `http://${HOST}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts`;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function accountsApi(operation: string, body: object, asAdmin = false) {
  const response = await fetch(`${ACCOUNTS_API}:${operation}?key=demo-api-key`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(asAdmin && { authorization: 'Bearer owner' }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${operation} failed: ${await response.text()}`);
  return (await response.json()) as { localId: string };
}

async function camper(label: string) {
  const email = uniqueEmail(label);
  const password = 'campfire-7';
  const { localId } = await accountsApi('signUp', { email, password, displayName: 'Gus Guarded' });
  return { email, password, uid: localId };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Resolves once the identity service has answered `count` account lookups: logging in makes one, and
 * every signed-in-only page makes one to check the session still stands.
 */
function lookupsAnswered(page: Page, count: number) {
  let answered = 0;
  return page.waitForResponse(
    (response) => response.url().includes('accounts:lookup') && ++answered === count,
  );
}

/** Holds back the Firebase Auth module (dev server and production build) until `release` is called. */
async function holdAuthModule(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/(app\/firebase\/auth\.ts|assets\/auth-[\w-]{8}\.js)(\?.*)?$/,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const SIGNED_IN_ONLY = [
  '/account',
  '/account/bookings',
  '/account/details',
  '/checkout',
  '/booking-requested/abc123',
];
const GUEST_ONLY = ['/login', '/signup', '/forgot-password', '/auth'];

test('a guest is sent to /login from every signed-in-only page', async ({ page }) => {
  for (const path of SIGNED_IN_ONLY) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }
});

test('after logging in, the guest is back where they were going', async ({ page }) => {
  const { email, password } = await camper('return-to');
  await page.goto('/account/details');
  await expect(page).toHaveURL('/login?returnTo=%2Faccount%2Fdetails');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL('/account/details');
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
});

test('the way back survives a detour through sign-up', async ({ page }) => {
  await page.goto('/checkout');
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup?returnTo=%2Fcheckout');
  // The header's links keep it too.
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login?returnTo=%2Fcheckout');
  await header.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup?returnTo=%2Fcheckout');
  await page.getByLabel('Display name').fill('Nell Newcomer');
  await page.getByLabel('Email').fill(uniqueEmail('detour'));
  await page.getByLabel('Password').fill('campfire-7');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a return-to that leads off the site is ignored', async ({ page }) => {
  const { email, password } = await camper('open-redirect');
  await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL('/account');
});

test('a signed-in person is sent from every guest-only page to My Account', async ({ page }) => {
  const { email, password } = await camper('guest-pages');
  await logIn(page, email, password);
  for (const path of GUEST_ONLY) {
    await page.goto(path);
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  }
});

test('nothing renders behind a guard while a signed-in session is restored', async ({ page }) => {
  const { email, password } = await camper('restoring-guarded');
  await logIn(page, email, password);
  const release = await holdAuthModule(page);
  await page.goto('/account/details');
  // Long enough for a wrong redirect or a flash of the page to show, had there been one.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL('/account/details');
  await expect(page.getByRole('heading', { name: 'My Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
});

test('a first visit is a guest at once: a guard sends it on without the sign-in SDK', async ({
  page,
}) => {
  // Held for good: a browser with no session to restore does not wait for the SDK.
  await holdAuthModule(page);
  await page.goto('/account');
  await expect(page).toHaveURL('/login?returnTo=%2Faccount');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('nothing renders on a guest page while a signed-in session is restored', async ({ page }) => {
  const { email, password } = await camper('restoring');
  await logIn(page, email, password);
  const release = await holdAuthModule(page);
  await page.goto('/signup');
  await page.waitForTimeout(1000);
  await expect(page.getByLabel('Display name')).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/account');
});

test('a disabled account is logged out on its next page, with the reason', async ({ page }) => {
  const { email, password, uid } = await camper('disabled');
  const sessionChecked = lookupsAnswered(page, 2);
  await logIn(page, email, password);
  await sessionChecked;
  await accountsApi('update', { localId: uid, disableUser: true }, true);

  await page
    .getByRole('navigation', { name: 'My Account pages' })
    .getByRole('link', { name: 'My Bookings' })
    .click();
  await expect(page).toHaveURL('/login?returnTo=%2Faccount%2Fbookings');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    authErrorMessage('auth/user-disabled'),
  );

  await fillLogin(page, email, password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    authErrorMessage('auth/user-disabled'),
  );
});

test('a session revoked elsewhere ends when the app next starts, with a message', async ({
  page,
}) => {
  const { email, password, uid } = await camper('revoked');
  await logIn(page, email, password);
  await page.goto('about:blank');
  // What "sign out of all devices" and a password change elsewhere do: every token issued so far
  // (to the second, hence the one to spare) stops working.
  await accountsApi(
    'update',
    { localId: uid, validSince: String(Math.floor(Date.now() / 1000) + 1) },
    true,
  );

  await page.goto('/account');
  await expect(page).toHaveURL('/login?returnTo=%2Faccount');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SESSION_ENDED_MESSAGE);
});
