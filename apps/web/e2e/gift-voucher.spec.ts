import { expect } from '@playwright/test';
import { messagesWhere } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { expectAccessiblePage } from './axe.ts';
import { asCustomer as test } from './fixtures.ts';
import { ON_PHONES } from './phone.ts';

// The gift voucher journey against the test stack's emulators and functions: the seeded demo
// customer (signed in already, fixtures.ts) buys a voucher sent today, pays on the local
// test-payment page, sees it in My Account, and its recipient's e-mail arrives in MailDev with the
// link to the printable voucher; on a phone, only the form at 320 px differs.

const MAIL_INBOX = `http://${HOST}:${PROFILES.test.ports.mailInbox}`;

test('buy a gift voucher, pay for it, see it in My Account and open the recipient’s printable voucher', async ({
  page,
}) => {
  // Three functions start cold here (the order, the webhook, the vouchers' read): slow when busy.
  test.setTimeout(120_000);
  const recipient = `gift-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/gift-vouchers');
  await expect(page.getByRole('heading', { name: 'Gift vouchers', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Casey Camper');
  await expectAccessiblePage(page);

  await page.getByLabel('Or any amount in dollars').fill('150');
  await page.getByLabel('Recipient’s name').fill('Sam Camper');
  await page.getByLabel('Recipient’s e-mail address').fill(recipient);
  await page.getByLabel('Message (optional)').fill('Happy birthday, Sam.');
  await page.getByRole('button', { name: 'Pay $150.00' }).click();

  // The first call of a function in the emulator starts it: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('no GST applies to a gift voucher')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $150.00 by card (test)' }).click();
  await expect(page).toHaveURL(/\/gift-vouchers\?paid=[\w-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  await page.getByRole('link', { name: 'See your vouchers' }).click();
  const vouchers = page.getByRole('region', { name: 'Gift vouchers' });
  const voucher = vouchers.getByRole('listitem').filter({ hasText: 'Gift voucher for Sam Camper' });
  await expect(voucher.first()).toContainText('Active', { timeout: 30_000 });
  await expect(voucher.first()).toContainText('Amount$150.00Balance$150.00');
  await expect(voucher.first()).toContainText('Sent to Sam Camper');
  const code = (await voucher.first().locator('dd').first().textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

  const [mail] = await messagesWhere(
    MAIL_INBOX,
    (message) => message.to.some((to) => to.address === recipient),
    30_000,
  );
  expect(mail!.subject).toBe(
    'Casey Camper sent you a gift voucher | The Complete Camping Experience',
  );
  expect(mail!.text).toContain(code);
  const printable = /<(http[^>]*\/giftVoucher\?order=[^>]*)>/.exec(mail!.text)![1]!;
  await page.goto(printable);
  await expect(page.getByRole('heading', { name: 'Your gift voucher' })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByText('$150.00 left to spend.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this voucher' })).toBeVisible();
});

test(
  'the gift voucher form fits a 320 px phone without sideways scrolling',
  ON_PHONES,
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The narrowest screens are phones');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/gift-vouchers');
    await expect(page.getByRole('button', { name: '$300' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $100.00' })).toBeEnabled();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  },
);
