import { expect, type Page } from '@playwright/test';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { FORM_NOT_READY_LABEL } from '@camping/ui/submit-button';
import { documentsWhere } from './emulator-data.ts';
import { test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { ON_PHONES } from './phone.ts';

const functions = `http://${HOST}:${PROFILES.test.ports.functions}/**`;

/** A stored field as the REST API reads it: whichever of these its type is. */
type StoredValue = {
  stringValue?: string;
  nullValue?: null;
  mapValue?: { fields: Record<string, StoredValue> };
};

/** The fields of a collection's documents with `field == value`, read as the emulator's owner. */
async function findDocuments(collection: string, field: string, value: string) {
  const documents = await documentsWhere<Record<string, StoredValue>>(collection, field, 'EQUAL', {
    stringValue: value,
  });
  return documents.map((document) => document.fields);
}

function form(page: Page) {
  return {
    name: page.getByLabel('Your name', { exact: true }),
    email: page.getByLabel('E-mail address', { exact: true }),
    topic: page.getByLabel('What is it about?', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send message' }),
  };
}

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  // The form validates in the browser: wait until React runs it.
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent === 'Send message',
    );
    return (
      button !== undefined && Object.keys(button).some((key) => key.startsWith('__reactFiber'))
    );
  });
});

test('shows what to fix next to each field, and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(functions.replace('/**', ''))) calls.push(request.url());
  });
  const fields = form(page);
  await fields.email.fill('jo@');
  await fields.message.fill('Hi');
  await fields.send.click();

  await expect(fields.name).toHaveAccessibleDescription('Enter your name.');
  await expect(fields.email).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com. We reply to this address.',
  );
  await expect(fields.topic).toHaveAccessibleDescription('Choose what your message is about.');
  await expect(fields.message).toHaveAccessibleDescription(
    'Tell us a little more: at least 10 characters.',
  );
  for (const field of [fields.name, fields.email, fields.topic, fields.message]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  expect(calls).toEqual([]);
});

test(
  'sends a message, confirms it in the page and stores it with its acknowledgement',
  ON_PHONES,
  async ({ page }) => {
    test.slow();
    const fields = form(page);
    const email = uniqueEmail();
    await fields.name.fill('Casey Camper');
    // Typed with capitals: stored, and e-mailed to, in the one form addresses have (normaliseEmail).
    await fields.email.fill(email.replace(/^e2e/, 'E2E').replace('example.com', 'Example.com'));
    await fields.topic.selectOption('Bookings');
    await fields.message.fill('Can we arrive after dark at Euroka?');
    await fields.send.click();

    // The first call to a function in a freshly started emulator loads it, which can take a while.
    const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(confirmation).toBeVisible({ timeout: 45_000 });
    await expect(confirmation).toHaveText(
      `Message sentThanks, Casey Camper. We've e-mailed a copy to ${email} and will reply within one business day.`,
    );
    await expect(confirmation).toBeFocused();

    const [stored] = await findDocuments(COLLECTIONS.contactMessages, 'email', email);
    expect(stored).toMatchObject({
      name: { stringValue: 'Casey Camper' },
      topic: { stringValue: 'Bookings' },
      message: { stringValue: 'Can we arrive after dark at Euroka?' },
      uid: { nullValue: null },
    });
    const [mail] = await findDocuments(COLLECTIONS.mail, 'to', email);
    expect(mail?.message?.mapValue?.fields.subject).toEqual({
      stringValue: 'We have your message | The Complete Camping Experience',
    });

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(fields.name).toBeFocused();
    for (const field of [fields.name, fields.email, fields.message])
      await expect(field).toHaveValue('');
    await expect(fields.topic).toHaveValue('');
  },
);

test('says when a message could not be sent, and keeps it', async ({ page }) => {
  await page.route(functions, (route) => route.abort());
  const fields = form(page);
  await fields.name.fill('Casey Camper');
  await fields.email.fill(uniqueEmail());
  await fields.topic.selectOption('Feedback');
  await fields.message.fill('Loved the bell tent, thank you!');
  await fields.send.click();

  await expect(page.getByRole('alert')).toHaveText(
    'We could not send your message. Please try again, or e-mail us at hello@completecamping.com.au.',
  );
  await expect(fields.message).toHaveValue('Loved the bell tent, thank you!');
});

test('before the page is ready, the form cannot be sent and puts nothing in the address; what was typed meanwhile is sent once it is', async ({
  page,
}) => {
  // The page as HTML only until its scripts are let through, then without the form's own code, which
  // comes after the rest (routing also bypasses the browser's cache).
  let releasePage = () => {};
  let releaseForm = () => {};
  const pageReleased = new Promise<void>((resolve) => (releasePage = resolve));
  const formReleased = new Promise<void>((resolve) => (releaseForm = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await (route.request().url().includes('/assets/contact-form-') ? formReleased : pageReleased);
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const navigations: string[] = [];
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
  });
  const fields = form(page);
  await fields.name.fill('Casey Camper');
  await fields.email.fill('casey@example.com');
  await fields.topic.selectOption('Bookings');
  const notReady = page.getByRole('button', { name: FORM_NOT_READY_LABEL });
  await expect(notReady).toBeVisible();
  await expect(notReady).toBeDisabled();

  // Enter in a field submits a form whose button is enabled; this one's is not.
  await fields.name.press('Enter');
  await notReady.click({ force: true });
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/\/contact$/);
  expect(navigations).toEqual([]);
  expect(urls.filter((url) => url.includes('Casey') || url.includes('casey'))).toEqual([]);
  // Were the browser to submit it all the same, it would post the fields, not put them in the URL.
  await expect(page.locator('form')).toHaveAttribute('method', 'post');

  // The rest of the page starts (the sign-in state arrives meanwhile); the form waits for its code,
  // keeping what was typed and what is typed now.
  releasePage();
  await waitForHydration(page, 'a[href="#main-content"]');
  await fields.message.fill('Can we arrive after dark at Euroka?');
  await page.waitForTimeout(1000);
  await expect(notReady).toBeDisabled();
  await expect(fields.name).toHaveValue('Casey Camper');

  const sent: unknown[] = [];
  await page.route(functions, async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    sent.push(route.request().postDataJSON());
    return route.fulfill({ headers: cors, json: { result: { id: 'message-id' } } });
  });
  releaseForm();
  await fields.send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
    'Thanks, Casey Camper.',
  );
  expect(sent).toEqual([
    {
      data: {
        name: 'Casey Camper',
        email: 'casey@example.com',
        topic: 'Bookings',
        message: 'Can we arrive after dark at Euroka?',
      },
    },
  ]);
});
