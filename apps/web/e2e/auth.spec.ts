import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { authErrorMessage } from '@camping/domain/identity/auth-errors';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { test } from './fixtures.ts';
import { ON_PHONES, ONLY_ON_PHONES } from './phone.ts';

// Sign-up, login, logout, password reset, e-mail verification, e-mail-link and provider sign-in,
// against the Auth emulator of the test stack. Every test makes its own accounts.

const { projectId, ports } = PROFILES.test;
const AUTH_EMULATOR = `http://${HOST}:${ports.auth}`;
/** The SDK's reload of the signed-in user: how a session recheck asks the identity service. */
const ACCOUNT_LOOKUP = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?*`;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account straight on the Auth emulator (its REST API, as the web SDK calls it). */
async function createAccount(
  email: string,
  password: string,
  displayName = 'Casey Camper',
): Promise<void> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

/** Whether the emulator has an account for this address (creating one only succeeds if it has not). */
async function accountExists(email: string): Promise<boolean> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

/** The display name of the account with this address, as the identity service has it. */
async function accountName(email: string): Promise<string | undefined> {
  const lookup = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const [user] = ((await lookup.json()) as { users?: { displayName?: string }[] }).users ?? [];
  return user?.displayName;
}

/** The name and e-mail address of the `users/{uid}` profile of the account with this address, if any. */
async function profileOf(email: string): Promise<{ displayName?: string; email?: string } | null> {
  const lookup = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const [user] = ((await lookup.json()) as { users?: { localId: string }[] }).users ?? [];
  if (!user) return null;
  const profile = await fetch(
    `http://${HOST}:${ports.firestore}/v1/projects/${projectId}/databases/(default)/documents/users/${user.localId}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  if (!profile.ok) return null;
  const { fields } = (await profile.json()) as {
    fields: Record<'displayName' | 'email', { stringValue: string } | undefined>;
  };
  return { displayName: fields.displayName?.stringValue, email: fields.email?.stringValue };
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType:
    | 'PASSWORD_RESET'
    | 'VERIFY_EMAIL'
    | 'EMAIL_SIGNIN'
    | 'VERIFY_AND_CHANGE_EMAIL'
    | 'RECOVER_EMAIL';
}

/** The latest e-mail the Auth emulator "sent" of this kind to this address (its out-of-band codes). */
async function latestEmail(email: string, requestType: OobCode['requestType']): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${projectId}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      found = oobCodes
        .filter((code) => code.email === email && code.requestType === requestType)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

test.describe('sign-up', () => {
  test(
    'a new camper signs up with name, e-mail and password and lands on My Account',
    ON_PHONES,
    async ({ page }) => {
      const email = uniqueEmail('signup');
      // Typed with capitals: the account, its profile and the messages use the normalised address.
      const typed = `Sam.${email.replace('example.com', 'Example.com')}`;
      await page.goto('/signup');
      await expect(page).toHaveTitle('Sign Up | The Complete Camping Experience');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

      await page.getByLabel('Display name').fill('Sam Sleepingbag');
      await page.getByLabel('Email').fill(typed);
      const requirements = page.getByRole('list').filter({ hasText: 'At least 6 characters' });
      await expect(requirements.getByRole('listitem')).toHaveText([
        /At least 6 characters\s*\(still needed\)/,
      ]);
      await page.getByLabel('Password').fill('campfire-7');
      await expect(requirements.getByRole('listitem')).toHaveText([
        /At least 6 characters\s*\(done\)/,
      ]);
      await page.getByRole('button', { name: 'Sign up' }).click();

      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Hello, Sam Sleepingbag' })).toBeVisible();
      await expect(page.getByText('Please verify your e-mail address')).toBeVisible();
      await expect(
        page.getByText(
          `We have sent a link to ${typed.toLowerCase()} to verify your e-mail address.`,
        ),
      ).toBeVisible();
      expect(await accountExists(typed.toLowerCase())).toBe(true);
      // The profile was written: the rules accept only the address the identity service vouches for.
      await expect
        .poll(async () => (await profileOf(typed.toLowerCase()))?.email)
        .toBe(typed.toLowerCase());
    },
  );

  test('a reload right after signing up still leaves a profile, named as typed', async ({
    page,
  }) => {
    const email = uniqueEmail('reload');
    // Writes to Firestore are held, unanswered, until the page has reloaded: the tab reloaded
    // before the profile was written, as a person can in the seconds that takes.
    let holding = true;
    let held = 0;
    await page.route(/\/documents:commit/, async (route) => {
      if (!holding) return route.continue();
      held += 1;
      await new Promise(() => {});
    });
    await page.goto('/signup');
    await page.getByLabel('Display name').fill('Rey Reload');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('campfire-7');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect.poll(() => accountName(email)).toBe('Rey Reload');
    expect(await profileOf(email)).toBeNull();

    await page.reload({ waitUntil: 'commit' });
    holding = false;
    await expect(page.getByRole('heading', { name: 'Hello, Rey Reload' })).toBeVisible();
    await expect.poll(() => profileOf(email)).toEqual({ displayName: 'Rey Reload', email });
  });

  test('bad input is explained next to each field and creates nothing', async ({ page }) => {
    const email = uniqueEmail('bad-signup');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Choose a password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Display name').fill('Sam');
    await page.getByLabel('Email').fill('sam@');
    await page.getByLabel('Password').fill('tent');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('Enter a valid e-mail address, like name@example.com.'),
    ).toBeVisible();
    await expect(page.getByText('Your password needs at least 6 characters.')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('tent');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Your password needs at least 6 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await accountExists(email)).toBe(false);
  });

  test('an address already in use gets a clear message', async ({ page }) => {
    const email = uniqueEmail('taken');
    await createAccount(email, 'campfire-7');
    await page.goto('/signup');
    await page.getByLabel('Display name').fill('Second Sam');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      authErrorMessage('auth/email-already-in-use'),
    );
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('login and logout', () => {
  test('logs in, and logs out from My Account', ON_PHONES, async ({ page }) => {
    const email = uniqueEmail('login');
    await createAccount(email, 'campfire-7', 'Lou Login');
    await logIn(page, email, 'campfire-7');
    await expect(page).toHaveTitle('My Account | The Complete Camping Experience');
    await expect(page.getByRole('heading', { name: 'Hello, Lou Login' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // The toast stays clear of what the person may press next: the header and the form's button.
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You have logged out.');
    await expect(toast).toBeVisible();
    // Held open (hovering pauses toasts, spec section 4), once it has slid into place.
    const item = toast.locator('xpath=ancestor::li');
    await item.hover();
    let toastBox = (await item.boundingBox())!;
    await expect
      .poll(async () => {
        const previous = toastBox;
        toastBox = (await item.boundingBox())!;
        return toastBox.y === previous.y;
      })
      .toBe(true);
    for (const needed of [
      page.getByRole('banner'),
      page.getByRole('button', { name: 'Login', exact: true }),
    ]) {
      const box = (await needed.boundingBox())!;
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(
        overlaps,
        `the toast covers ${await needed.evaluate((element) => element.tagName)}`,
      ).toBe(false);
    }
    // Its close button is a target of at least 24 × 24 px (WCAG 2.5.8) inside the toast, and the
    // toast speaks in the site's typeface.
    const close = (await item.getByRole('button', { name: 'Close notification' }).boundingBox())!;
    expect(close.width).toBeGreaterThanOrEqual(24);
    expect(close.height).toBeGreaterThanOrEqual(24);
    expect(close.x).toBeGreaterThanOrEqual(toastBox.x);
    expect(close.y).toBeGreaterThanOrEqual(toastBox.y);
    expect(close.x + close.width).toBeLessThanOrEqual(toastBox.x + toastBox.width);
    expect(close.y + close.height).toBeLessThanOrEqual(toastBox.y + toastBox.height);
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Figtree Variable/,
    );
    if (test.info().project.name === 'mobile') {
      // On a phone, just below the header: the lower screen, where forms end and thumbs reach,
      // stays free.
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.4);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.goto('/account/details');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fdetails$/);
  });

  test('logs out at once while a session recheck waits for its answer, and stays logged out after it', async ({
    page,
  }) => {
    const email = uniqueEmail('recheck');
    await createAccount(email, 'campfire-7', 'Rita Recheck');
    await logIn(page, email, 'campfire-7');
    // A recheck (asked for on coming back to the tab) that the identity service answers only when
    // the test says: a slow network, or a busy emulator. One in flight already takes the next turn.
    const held: Route[] = [];
    await page.route(ACCOUNT_LOOKUP, (route) => void held.push(route));
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return held.length;
      })
      .toBe(1);

    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByText('You have logged out.')).toBeVisible();

    const answered = page.waitForResponse(ACCOUNT_LOOKUP);
    await held[0]!.continue();
    await answered;
    await page.unroute(ACCOUNT_LOOKUP);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByText('You have been logged out')).toHaveCount(0);
  });

  test(
    'Log out stays where it is while the sections below it load what the person has',
    ONLY_ON_PHONES,
    async ({ page }) => {
      const email = uniqueEmail('steady');
      await createAccount(email, 'campfire-7', 'Stan Steady');
      // The account's own records (stays asked about, from Firestore; vouchers, from a function)
      // answered only when the test says: a slow network. On a phone their sections grow by more
      // than a button's height when they arrive.
      const held: Route[] = [];
      let holding = false;
      await page.route(/\/documents:runQuery|\/documents:batchGet|\/getMyVouchers$/, (route) =>
        holding ? void held.push(route) : route.continue(),
      );
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('campfire-7');
      holding = true;
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Loading your vouchers…')).toBeVisible();
      await expect(page.getByText('Loading the dates you’re waiting for…')).toBeVisible();
      const logOut = page.getByRole('main').getByRole('button', { name: 'Log out' });
      const before = (await logOut.boundingBox())!;

      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await expect(page.getByText('You have no vouchers yet.')).toBeVisible();
      await expect(page.getByText('You are not waiting for any stays.')).toBeVisible();
      expect((await logOut.boundingBox())!.y).toBe(before.y);
    },
  );

  test('a wrong password gets a clear message and no session', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await createAccount(email, 'campfire-7');
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | The Complete Camping Experience');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      authErrorMessage('auth/invalid-credential'),
    );
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test('an empty form says what is missing', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });
});

test.describe('password reset', () => {
  test("resets a forgotten password with the emulator's out-of-band code", async ({ page }) => {
    const email = uniqueEmail('reset');
    await createAccount(email, 'old-password-1');
    // On the way to checkout: the e-mail's link brings the way back with it.
    await page.goto('/login?returnTo=%2Fcheckout');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `If there is an account for ${email}`,
    );

    const { oobCode, oobLink } = await latestEmail(email, 'PASSWORD_RESET');
    // What the e-mail's link opens: the site's action page, with the code and the continue URL.
    const continueUrl = new URL(oobLink).searchParams.get('continueUrl') ?? '';
    expect(new URL(continueUrl).pathname + new URL(continueUrl).search).toBe(
      '/login?returnTo=%2Fcheckout',
    );
    await page.goto(
      `/auth?mode=resetPassword&oobCode=${oobCode}&continueUrl=${encodeURIComponent(continueUrl)}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await page.getByLabel('New password').fill('abc');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password needs at least 6 characters.')).toBeVisible();
    await page.getByLabel('New password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );

    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a used or made-up code is explained', async ({ page }) => {
    await page.goto('/auth?mode=resetPassword&oobCode=made-up-code');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      authErrorMessage('auth/invalid-action-code'),
    );
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('an address without an account looks the same, so nobody can probe for accounts', async ({
    page,
  }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `If there is an account for ${email}`,
    );
  });
});

test('verifies the e-mail address with the link sent at sign-up', async ({ page }) => {
  const email = uniqueEmail('verify');
  await page.goto('/signup');
  await page.getByLabel('Display name').fill('Val Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('campfire-7');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please verify your e-mail address')).toBeVisible();

  const { oobCode } = await latestEmail(email, 'VERIFY_EMAIL');
  await page.goto(`/auth?mode=verifyEmail&oobCode=${oobCode}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Thank you: ${email} is verified.`,
  );
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Val Verify' })).toBeVisible();
  await expect(page.getByText('Please verify your e-mail address')).toHaveCount(0);
});

test('logs in without a password through an e-mailed sign-in link', async ({ page }) => {
  const email = uniqueEmail('link');
  await createAccount(email, 'campfire-7', 'Lee Link');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `We have e-mailed a sign-in link to ${email}`,
  );

  // The link goes through the emulator's action handler, which sends the browser on to /auth.
  const { oobLink } = await latestEmail(email, 'EMAIL_SIGNIN');
  await page.goto(oobLink);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a sign-in link opened in another browser asks for the address first', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('other-browser');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'We have e-mailed a sign-in link',
  );
  const { oobLink } = await latestEmail(email, 'EMAIL_SIGNIN');

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(oobLink);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Log in with your e-mail link' }),
  ).toBeVisible();
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  // Someone new by e-mail link is called by their address until they choose a name.
  await expect(other.getByRole('heading', { name: `Hello, ${email.split('@')[0]}` })).toBeVisible();
  await elsewhere.close();
});

/**
 * Google's iframe helper (apis.google.com/js/api.js), which the SDK and the emulator's sign-in pages
 * load, cannot be reached from these machines. This stands in for the part they use: a message
 * channel between the page and the emulator's helper iframe.
 */
const GAPI_STAND_IN = `(() => {
  function channel(target) {
    const handlers = {}, queued = {}, pending = {}, whenReady = [];
    let ready = false, sequence = 0;
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (event.source !== target() || !message || message.gapiStandIn !== true) return;
      if (message.kind === 'ready') { ready = true; whenReady.splice(0).forEach((run) => run()); return; }
      if (message.kind === 'response') { pending[message.id]?.(message.responses); delete pending[message.id]; return; }
      const reply = (responses) => target().postMessage({ gapiStandIn: true, kind: 'response', id: message.id, responses }, '*');
      if (handlers[message.type]) reply([handlers[message.type](message.data)]);
      else (queued[message.type] ??= []).push({ data: message.data, reply });
    });
    return {
      register(type, handler) {
        handlers[type] = handler;
        (queued[type] ?? []).splice(0).forEach(({ data, reply }) => reply([handler(data)]));
      },
      unregister(type) { delete handlers[type]; },
      send(type, data, callback) {
        const id = ++sequence;
        if (callback) pending[id] = callback;
        target().postMessage({ gapiStandIn: true, kind: 'request', type, data, id }, '*');
      },
      restyle: () => Promise.resolve(),
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => { callback?.(); resolve(); };
          if (ready) done(); else whenReady.push(done);
        });
      },
      announceReady() { target().postMessage({ gapiStandIn: true, kind: 'ready' }, '*'); },
    };
  }
  const context = {
    open(options, opened) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      Object.assign(frame.style, options.attributes?.style ?? {});
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      options.where.appendChild(frame);
      return opened(channel(() => frame.contentWindow));
    },
    getParentIframe() {
      const parent = channel(() => window.parent);
      parent.announceReady();
      return parent;
    },
  };
  window.gapi = {
    load(_module, options) { setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin', Iframe: function Iframe() {}, getContext: () => context },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) window[onload]?.();
  window.gapi_onload?.();
})();`;

async function standInForGoogleScripts(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  // The emulator's sign-in page styles itself from CDNs; it works without them.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}

test("signs up with Google through the Auth emulator's provider stand-in", async ({
  page,
  context,
}) => {
  await standInForGoogleScripts(context);
  const email = uniqueEmail('google');
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gabi Google');
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Gabi Google' })).toBeVisible();
  await page.getByRole('link', { name: 'My Details' }).first().click();
  await expect(page.getByLabel('Display name')).toHaveValue('Gabi Google');
  await expect(
    page.getByText('You log in with Google, so there is no password to change here.'),
  ).toBeVisible();
});

test('falls back to a redirect when the browser blocks the sign-in window', async ({
  page,
  context,
}) => {
  await standInForGoogleScripts(context);
  // A popup blocker: window.open gives nothing back.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const email = uniqueEmail('redirect');
  await page.goto('/login?returnTo=%2Fcheckout');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();

  // This tab goes to the provider stand-in and comes back signed in, where it was going.
  await page.getByText('Add new account').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill('Rae Redirect');
  await page.getByRole('button', { name: /Sign in with Github\.com/ }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('closing the provider window says so', async ({ page, context }) => {
  await standInForGoogleScripts(context);
  await page.goto('/signup');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  const popup = await popupOpened;
  await popup.close();
  // The SDK notices a closed window by polling it, then waits a moment for a late answer.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    authErrorMessage('auth/popup-closed-by-user'),
    { timeout: 20_000 },
  );
});
