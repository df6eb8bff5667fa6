import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { bookingDoc, userDoc } from '@camping/domain/firestore/paths';
import { authErrorMessage } from '@camping/domain/identity/auth-errors';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { WCAG_TAGS, expectNoSeriousAxeViolations } from './axe.ts';
import { readDocument, writeDocument } from './emulator-data.ts';
import { asLookingCamper, test } from './fixtures.ts';
import { ON_PHONES, ONLY_ON_PHONES } from './phone.ts';

// My Account, My Bookings and My Details against the Auth and Firestore emulators of the test stack.
// Every test that changes something makes its own camper; those that only look start signed in as
// the run's looking camper (fixtures.ts). Bookings are written the way the functions write them.

const { projectId, ports } = PROFILES.test;
const AUTH_EMULATOR = `http://${HOST}:${ports.auth}`;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function camper(label: string, displayName = 'Casey Camper') {
  const email = uniqueEmail(label);
  const password = 'campfire-7';
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName }),
    },
  );
  const { localId } = (await response.json()) as { localId: string };
  return { email, password, uid: localId };
}

async function logIn(page: Page, email: string, password: string, path = '/account') {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** A booking as the checkout functions store it (bookingSchema). */
function booking(
  userId: string,
  arrival: string,
  departure: string,
  overrides: Record<string, unknown> = {},
) {
  const now = new Date().toISOString();
  return {
    userId,
    locationId: 'bouddi-putty-beach',
    packageId: 'glamping-bell-tent',
    addOns: [],
    arrival,
    departure,
    guests: 2,
    status: 'confirmed',
    totalCents: 57_800,
    gstCents: 5_255,
    currency: 'AUD',
    createdAt: now,
    updatedAt: now,
    history: [{ status: 'requested', at: now, by: userId }],
    ...overrides,
  };
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const spelled = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

test.describe('My Bookings', () => {
  asLookingCamper('with no bookings yet, leads to checkout', async ({ page }) => {
    await page.goto('/account/bookings');
    await expect(page).toHaveTitle('My Bookings | The Complete Camping Experience');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have no bookings yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Book your first stay' }).click();
    await expect(page).toHaveURL('/checkout');
  });

  test(
    "lists the camper's own bookings, latest first, and nobody else's",
    ON_PHONES,
    async ({ page }) => {
      const { email, password, uid } = await camper('bookings');
      const other = await camper('someone-else');
      const today = todayInSydney();
      const upcoming = { arrival: addDays(today, 20), departure: addDays(today, 22) };
      const past = { arrival: addDays(today, -40), departure: addDays(today, -37) };
      await writeDocument(
        bookingDoc(`upcoming-${uid}`),
        booking(uid, upcoming.arrival, upcoming.departure),
      );
      await writeDocument(
        bookingDoc(`past-${uid}`),
        booking(uid, past.arrival, past.departure, {
          locationId: 'royal-bonnie-vale',
          packageId: 'essentials',
          status: 'completed',
          totalCents: 44_700,
          gstCents: 4_064,
        }),
      );
      await writeDocument(
        bookingDoc(`theirs-${other.uid}`),
        booking(other.uid, upcoming.arrival, upcoming.departure),
      );

      await logIn(page, email, password, '/account/bookings');
      const bookings = page.getByRole('main').getByRole('article');
      await expect(bookings).toHaveCount(2);
      await expect(bookings.nth(0).getByRole('heading')).toHaveText(
        'Putty Beach, Bouddi National Park',
      );
      await expect(bookings.nth(0)).toContainText(
        `${spelled(upcoming.arrival)} to ${spelled(upcoming.departure)} (2 nights)`,
      );
      await expect(bookings.nth(0)).toContainText('Glamping Bell Tent, 2 guests');
      await expect(bookings.nth(0)).toContainText('$578.00 (includes $52.55 GST)');
      await expect(bookings.nth(0)).toContainText('Confirmed');
      await expect(bookings.nth(1).getByRole('heading')).toHaveText(
        'Bonnie Vale, Royal National Park',
      );
      await expect(bookings.nth(1)).toContainText('(3 nights)');
      await expect(bookings.nth(1)).toContainText('Completed');
      await expect(page.getByText(`theirs-${other.uid}`)).toHaveCount(0);
    },
  );

  test('says so when the bookings cannot be read, with a way to try again', async ({ page }) => {
    const { email, password, uid } = await camper('broken-bookings');
    await writeDocument(bookingDoc(`broken-${uid}`), { userId: uid, status: 'not-a-status' });
    await logIn(page, email, password, '/account/bookings');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Failed to fetch user bookings',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('logging out forgets the bookings: the next person sees only their own', async ({
    page,
  }) => {
    const first = await camper('first-person');
    const second = await camper('second-person');
    const today = todayInSydney();
    await writeDocument(
      bookingDoc(`first-${first.uid}`),
      booking(first.uid, addDays(today, 30), addDays(today, 32)),
    );

    await logIn(page, first.email, first.password, '/account/bookings');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'My Account pages' })
      .getByRole('link', { name: 'My Account' })
      .click();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login?returnTo=%2Faccount');

    await page.getByLabel('Email').fill(second.email);
    await page.getByLabel('Password').fill(second.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'My Account pages' })
      .getByRole('link', { name: 'My Bookings' })
      .click();
    await expect(page.getByRole('heading', { name: 'You have no bookings yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});

test.describe('My Details', () => {
  test('edits the display name and phone number', async ({ page }) => {
    const { email, password, uid } = await camper('details', 'Dee Details');
    await logIn(page, email, password, '/account/details');
    await expect(page).toHaveTitle('My Details | The Complete Camping Experience');
    await expect(page.getByLabel('Display name')).toHaveValue('Dee Details');

    await page.getByLabel('Display name').fill('Dee Outdoors');
    await page.getByLabel('Phone (optional)').fill('0412 345 678');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your details have been saved.',
    );

    const profile = await readDocument(userDoc(uid));
    expect(profile?.displayName?.stringValue).toBe('Dee Outdoors');
    expect(profile?.phone?.stringValue).toBe('+61412345678');
    expect(profile?.email?.stringValue).toBe(email);

    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Dee Outdoors');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('0412 345 678');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Hello, Dee Outdoors' })).toBeVisible();
  });

  test('bad details are explained next to the field and nothing is saved', async ({ page }) => {
    const { email, password, uid } = await camper('bad-details', 'Bea Bad');
    await logIn(page, email, password, '/account/details');
    await page.getByLabel('Display name').fill('   ');
    await page.getByLabel('Phone (optional)').fill('555-1234');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(
      page.getByText('Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432.'),
    ).toBeVisible();
    await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    // Only the profile every account gets when it signs in, as it was made.
    await expect
      .poll(async () => (await readDocument(userDoc(uid)))?.displayName?.stringValue)
      .toBe('Bea Bad');
    expect((await readDocument(userDoc(uid)))?.phone).toBeUndefined();
  });

  test('changes the password', async ({ page }) => {
    const { email, password } = await camper('new-password');
    await logIn(page, email, password, '/account/details');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password needs at least 6 characters.')).toBeVisible();
    await page.getByLabel('New password').fill('brand-new-tent-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('region', { name: 'Password' }).getByRole('status')).toHaveText(
      'Your password has been changed.',
    );

    await page
      .getByRole('navigation', { name: 'My Account pages' })
      .getByRole('link', { name: 'My Account' })
      .click();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      authErrorMessage('auth/invalid-credential'),
    );
    await page.getByLabel('Password').fill('brand-new-tent-9');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/account');
  });

  test('changes the e-mail address once the link sent to the new one is opened', async ({
    page,
  }) => {
    const { email, password } = await camper('old-address');
    const newEmail = uniqueEmail('new-address');
    await logIn(page, email, password, '/account/details');
    await page.getByLabel('New e-mail address').fill(email);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(
      page.getByText('That is already your e-mail address. Enter the new one.'),
    ).toBeVisible();

    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(
      page.getByRole('region', { name: 'E-mail address' }).getByRole('status'),
    ).toContainText(`We have sent a link to ${newEmail}`);

    const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; newEmail?: string; oobCode: string; requestType: string }[];
    };
    const change = oobCodes.find(
      (code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail === newEmail,
    );
    expect(change).toBeDefined();
    await page.goto(`/auth?mode=verifyAndChangeEmail&oobCode=${change!.oobCode}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Your e-mail address is now ${newEmail}. Please log in with it.`,
    );
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByText(`Logged in as ${newEmail}.`)).toBeVisible();
  });

  // The Functions emulator starts deleteMyAccount on its first call, which can take a while.
  const FUNCTION_CALL = { timeout: 30_000 };

  test('deletes the account after saying what happens to past bookings', async ({ page }) => {
    test.slow();
    const { email, password, uid } = await camper('leaving');
    const today = todayInSydney();
    await writeDocument(
      bookingDoc(`kept-${uid}`),
      booking(uid, addDays(today, -60), addDays(today, -58), { status: 'completed' }),
    );
    await logIn(page, email, password, '/account/details');
    await expect(page.getByLabel('Display name')).toHaveValue('Casey Camper');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your details have been saved.',
    );

    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(
      'Your past bookings are kept for our records, as Australian tax law requires',
    );
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(dialog.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();

    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL('/', FUNCTION_CALL);
    expect(await readDocument(userDoc(uid))).toBeNull();
    expect(await readDocument(bookingDoc(`kept-${uid}`))).not.toBeNull();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      authErrorMessage('auth/invalid-credential'),
    );
  });

  test('keeps an account with a stay still to come', async ({ page }) => {
    test.slow();
    const { email, password, uid } = await camper('staying');
    const today = todayInSydney();
    await writeDocument(
      bookingDoc(`soon-${uid}`),
      booking(uid, addDays(today, 10), addDays(today, 12)),
    );
    await logIn(page, email, password, '/account/details');
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'You have an upcoming booking',
      FUNCTION_CALL,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/account/details');
  });
});

asLookingCamper(
  'axe finds nothing serious or critical on the pages of My Account, each with one h1 and one main',
  async ({ page }) => {
    // Three pages, each loaded and checked by axe: 14–18 s of the usual 30 on a busy 2-core machine.
    test.slow();
    for (const path of ['/account', '/account/bookings', '/account/details']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
      });
    }
  },
);

test(
  'the pages of My Account fit a 375 px phone as one row of tabs, and a long e-mail address wraps at its dots',
  ONLY_ON_PHONES,
  async ({ page }) => {
    // Long enough to need two lines at 375 px, with one part that fits a line on its own.
    const email = `camper.with.a.rather.long.name.${Date.now()}@example-campers.com.au`;
    const response = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'campfire-7', displayName: 'Lou Long' }),
      },
    );
    expect(response.ok).toBe(true);
    await logIn(page, email, 'campfire-7');

    const tabs = page.getByRole('navigation', { name: 'My Account pages' }).getByRole('link');
    await expect(tabs).toHaveCount(3);
    const boxes = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return { top: box.top, right: box.right };
      }),
    );
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Where the address breaks onto a new line, the new line starts at a "." or the "@".
    const address = page.getByText('Logged in as').locator('strong');
    const lineStarts = await address.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const starts: string[] = [];
      let lastTop: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop !== null && top > lastTop) starts.push(node.textContent![index]!);
          lastTop = top;
        }
      }
      return starts;
    });
    expect(lineStarts.length).toBeGreaterThan(0);
    for (const start of lineStarts) expect(['.', '@']).toContain(start);
  },
);

asLookingCamper(
  'the delete dialog is accessible and closes with Escape, giving focus back to its button',
  async ({ page }) => {
    await page.goto('/account/details');
    const opener = page.getByRole('button', { name: 'Delete account…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByLabel('Type DELETE to confirm')).toBeFocused();
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  },
);
