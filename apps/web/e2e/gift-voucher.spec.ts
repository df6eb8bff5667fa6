import { expect } from '@playwright/test';
import { formatAud } from '@camping/domain/catalogue/money';
import { messagesWhere } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { expectAccessiblePage } from './axe.ts';
import { chooseStay } from './checkout-flow.ts';
import { asCustomer as test } from './fixtures.ts';
import { ONLY_ON_PHONES } from './phone.ts';
import { arrivalFor } from './stay-calendar.ts';

// The gift voucher journey against the test stack's emulators and functions, on a phone (the
// desktop's layout of the form is checked in accessibility.spec.ts): the seeded demo customer
// (signed in already, fixtures.ts) buys a voucher sent today, pays on the local test-payment page,
// sees it in My Account, its recipient's e-mail arrives in MailDev with the code and the link to the
// printable voucher, and the code pays for a stay (Essentials 215 to 238 days ahead, where nobody
// else books it), leaving the rest on the voucher.

const MAIL_INBOX = `http://${HOST}:${PROFILES.test.ports.mailInbox}`;

test(
  'buy a gift voucher, receive it, open the printable voucher, spend part of it on a stay and see what is left',
  ONLY_ON_PHONES,
  async ({ page }, testInfo) => {
    // Five functions start cold here (the order, the webhook, the vouchers' read, the voucher's check,
    // the checkout): slow when busy.
    test.setTimeout(180_000);
    const recipient = `gift-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/gift-vouchers');
    await expect(page.getByRole('heading', { name: 'Gift vouchers', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Casey Camper');
    await expectAccessiblePage(page);

    await page.getByLabel('Or any amount in dollars').fill('500');
    const recipientName = 'Sam Walker';
    await page.getByLabel('Recipient’s name').fill(recipientName);
    await page.getByLabel('Recipient’s e-mail address').fill(recipient);
    await page.getByLabel('Message (optional)').fill('Happy birthday, Sam.');
    await page.getByRole('button', { name: 'Pay $500.00' }).click();

    // The first call of a function in the emulator starts it: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('no GST applies to a gift voucher')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $500.00 by card (test)' }).click();
    await expect(page).toHaveURL(/\/gift-vouchers\?paid=[\w-]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

    await page.getByRole('link', { name: 'See your vouchers' }).click();
    const vouchers = page.getByRole('region', { name: 'Gift vouchers' });
    const voucher = vouchers
      .getByRole('listitem')
      .filter({ hasText: `Gift voucher for ${recipientName}` });
    await expect(voucher.first()).toContainText('Active', { timeout: 30_000 });
    await expect(voucher.first()).toContainText('Amount$500.00Balance$500.00');
    await expect(voucher.first()).toContainText(`Sent to ${recipientName}`);
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
    await expect(page.getByText('$500.00 left to spend.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print this voucher' })).toBeVisible();

    // The code, typed as the e-mail prints it, pays for a stay that costs less than it holds.
    await page.goto('/checkout?location=lane-cove-river&package=essentials');
    await chooseStay(page, arrivalFor(testInfo, 0, 215, { apartDays: 5 }), 2);
    const price = page.getByRole('complementary', { name: 'Your price' });
    const totalCents = Math.round(
      Number(
        /Total\$([\d,]+\.\d\d)/.exec((await price.textContent()) ?? '')![1]!.replaceAll(',', ''),
      ) * 100,
    );
    const left = formatAud(50_000 - totalCents);
    await price.getByText('Pay with a gift voucher or credit').click();
    await price.getByLabel('Voucher code').fill(code);
    await price.getByRole('button', { name: 'Apply voucher' }).click();
    // The first call of checkVoucher starts its function: slow on a busy machine.
    await expect(price).toContainText(`Left on the voucher after this stay${left}`, {
      timeout: 30_000,
    });
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Book with voucher' }).click();
    const summary = page.getByRole('main').getByRole('article');
    await expect(summary.getByRole('status')).toHaveText(/^Requested/, { timeout: 30_000 });

    await page.goto('/account');
    await expect(voucher.first()).toContainText(`Amount$500.00Balance${left}`, { timeout: 30_000 });
  },
);

test(
  'the gift voucher form fits a 320 px phone without sideways scrolling',
  ONLY_ON_PHONES,
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/gift-vouchers');
    await expect(page.getByRole('button', { name: '$300' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $100.00' })).toBeEnabled();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  },
);
