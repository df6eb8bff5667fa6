import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { promoCodeDoc, voucherDoc } from '@camping/domain/firestore/paths';
import {
  formatVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from '@camping/domain/vouchers/voucher';
import { WCAG_TAGS, expectNoSeriousAxeViolations } from './axe.ts';
import { FULL_CHROMIUM } from './browsers.ts';
import {
  chooseStay,
  chooseTwoNightsByKeyboard,
  continueToPayment,
  GLAMPING,
  LOCATION,
  openDeepLink,
  payOnTestPage,
} from './checkout-flow.ts';
import { setKitsInUse, writeDocument } from './emulator-data.ts';
import { asCustomer as test } from './fixtures.ts';
import { ON_PHONES } from './phone.ts';
import { arrivalFor, day, showMonth } from './stay-calendar.ts';

// The booking journey against the test stack's emulators and functions, paid on the local
// test-payment page: the seeded demo customer (signed in already, fixtures.ts) books, pays,
// cancels; and a stay taken by someone else while the customer chooses.

/** Every kit of the package in use that night: what another customer's booking leaves. */
const bookOut = (night: IsoDate) => setKitsInUse(GLAMPING.id, night, GLAMPING.kitCount);

test(
  'books a stay chosen by keyboard, pays on the test-payment page, sees it requested and then confirmed, moves it to other dates paying the difference, then cancels it for a refund',
  ON_PHONES,
  async ({ page, staff }, testInfo) => {
    test.setTimeout(150_000);
    const arrival = arrivalFor(testInfo, 0, 120, { days: 6 });
    const bookedOut = addDays(arrival, 5);
    await bookOut(bookedOut);

    await openDeepLink(page);
    await showMonth(page, arrival);
    await expect(day(page, bookedOut)).toHaveAttribute('aria-disabled', 'true');
    await chooseTwoNightsByKeyboard(page, arrival);
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    // Only "Continue to payment" submits the form: the calendar's hidden Next for screen readers,
    // pressed as they press it, shows the next month and nothing more.
    const form = page.getByRole('main').locator('form');
    await expect(form.locator('button:not([type="button"])')).toHaveText(['Continue to payment']);
    const months = page.getByRole('grid');
    const firstMonth = await months.first().getAttribute('aria-label');
    await page
      .getByRole('button', { name: 'Next', exact: true })
      .last()
      .evaluate((next: HTMLButtonElement) => next.click());
    await expect(months.first()).not.toHaveAttribute('aria-label', firstMonth!);
    await expect(page.getByText(/^Enter an Australian phone number/)).toHaveCount(0);
    await continueToPayment(page);

    const bookingId = await payOnTestPage(page);
    const summary = page.getByRole('main').getByRole('article');
    await expect(summary.getByRole('heading')).toHaveText(LOCATION.name);
    await expect(summary.getByRole('status')).toHaveText(/^Requested/);
    await expect(summary).toContainText('Glamping Bell Tent, 2 guests');
    await expect(summary).toContainText(/\(2 nights\)/);

    await page.getByRole('link', { name: 'See my bookings' }).click();
    const booking = page.getByRole('article').filter({ hasText: bookingId });
    await expect(booking).toContainText('Requested');

    // Staff confirm it: the stay moved below is a confirmed one.
    await staff.goto(`/admin/bookings/${bookingId}`);
    await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    // The first call of staffUpdateBooking starts its function: slow on a busy machine.
    await expect(staff.getByText('Status: Confirmed')).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(booking).toContainText('Confirmed');

    // Moved a day later and a night longer (over one of its own nights): the server's difference is
    // shown first, then paid on the test-payment page, and My Bookings shows the new stay.
    const newArrival = addDays(arrival, 1);
    await booking.getByRole('link', { name: /^Change dates/ }).click();
    await expect(page.getByRole('heading', { name: 'Change dates' })).toBeVisible();
    await showMonth(page, newArrival);
    await day(page, newArrival).click();
    await day(page, addDays(newArrival, 3)).click();
    // The first calls of the change's functions start them: slow on a busy machine.
    await expect(
      page.getByText(/^To pay now: \$[\d,]+\.\d\d, the difference in price\.$/),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d and change dates$/ }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Difference to pay')).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d by card \(test\)$/ }).click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(booking).toContainText('(3 nights)');
    // The dialog starts on the way back, not on the destructive button; Escape and "Keep booking"
    // give focus back to the button that opened it.
    const cancel = booking.getByRole('button', { name: /^Cancel booking/ });
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const keep = dialog.getByRole('button', { name: 'Keep booking' });
    await cancel.click();
    await expect(keep).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(keep).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    // The first call of previewCancellation starts its function: slow on a busy machine.
    await expect(dialog).toContainText(/refunds \$[\d,]+\.\d\d \(100%\)/, { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(booking).toContainText('Cancelled');
    await expect(booking).toContainText(/Refunded \$[\d,]+\.\d\d/);
    // Its button gone with the cancellation, focus is on the message saying what happened.
    await expect(page.getByRole('status').filter({ hasText: /^Booking cancelled/ })).toBeFocused();
  },
);

test('a stay taken while choosing: says so plainly, and the customer picks again', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const arrival = arrivalFor(testInfo, 1, 120, { days: 6 });
  await openDeepLink(page);
  await chooseStay(page, arrival, 3);

  // Someone else takes the last kit for the second night while the page is open.
  await bookOut(addDays(arrival, 1));
  await continueToPayment(page);
  // The first call of startCheckout starts its function: slow on a busy machine.
  await expect(page.getByRole('alert')).toContainText('no longer available', { timeout: 30_000 });
  await expect(page.getByText('(3 nights)')).toBeHidden();
  await expect(day(page, addDays(arrival, 1))).toHaveAttribute('aria-disabled', 'true');

  const later = addDays(arrival, 2);
  await chooseStay(page, later, 3);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
    timeout: 30_000,
  });
  const held = new URL(page.url()).searchParams.get('booking');

  // Back (the page loads afresh: Playwright's Chromium keeps no back-forward cache): every choice
  // but the terms is kept, and continuing again resumes the same hold rather than a second.
  await page.goBack();
  await expect(page.getByText('(3 nights)')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue('0412 345 678');
  const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await expect(terms).not.toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText(/Total\$/);
  await terms.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('booking')).toBe(held);

  // Cancelling the payment comes back with the choices kept and the dates released at once.
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled. Your dates were released.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?.*cancelled=/);
  await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(LOCATION.id);
  await expect(page.getByText('(3 nights)')).toBeVisible();
  await expect(day(page, later)).not.toHaveAttribute('aria-disabled', 'true');
});

// Chrome keeps a page left for another site in its back-forward cache and shows it again as it was
// left; Playwright's Chromium launch turns the cache off (--disable-back-forward-cache), so this
// journey's browser is launched without that flag, and it is the full Chromium: the headless shell
// the other tests run in has no back-forward cache.
const withBackForwardCache = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        executablePath: FULL_CHROMIUM,
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      }),
    { scope: 'worker' },
  ],
});

withBackForwardCache(
  'back from the payment page (back-forward cache): continue to the same hold, then pay or release it in My Bookings',
  async ({ page }, testInfo) => {
    withBackForwardCache.skip(
      testInfo.project.name === 'mobile',
      'The same cache on every screen.',
    );
    test.setTimeout(90_000);
    const arrival = arrivalFor(testInfo, 0, 60);
    await openDeepLink(page);
    await chooseStay(page, arrival, 2);
    await continueToPayment(page);
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
      timeout: 30_000,
    });
    const held = new URL(page.url()).searchParams.get('booking');

    // Shown from the cache, as it was left (the page's own state survives), and usable again. A
    // page shown from the cache fires no load event: wait for what it shows instead.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByText('(2 nights)')).toBeVisible();
    // From the cache the document's first navigation stands; loaded again, it would be `back_forward`.
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).toBe('navigate');
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('booking')).toBe(held);

    // The hold awaits payment in My Bookings: pay now, come back, release the dates.
    await page.goto('/account/bookings');
    const booking = page.getByRole('article').filter({ hasText: held! });
    await expect(booking).toContainText('Awaiting payment');
    await booking.getByRole('button', { name: /^Pay now/ }).click();
    // The first calls of resumeCheckout and cancelBooking start them: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
      timeout: 30_000,
    });
    expect(new URL(page.url()).searchParams.get('booking')).toBe(held);
    await page.goBack({ waitUntil: 'commit' });
    await booking.getByRole('button', { name: /^Release these dates/ }).click();
    await expect(page.getByText('Your dates were released. Nothing was charged.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(booking.getByRole('button', { name: /^Pay now/ })).toBeHidden();
  },
);

/** A gift voucher of `cents`, valid a year, stored as the gift purchase stores it; answers its code. */
async function seedVoucher(cents: number): Promise<string> {
  const code = Array.from(
    { length: VOUCHER_CODE_LENGTH },
    () => VOUCHER_CODE_ALPHABET[Math.floor(Math.random() * VOUCHER_CODE_ALPHABET.length)],
  ).join('');
  await writeDocument(voucherDoc(code), {
    kind: 'gift',
    amountCents: cents,
    balanceCents: cents,
    currency: 'AUD',
    expiresOn: addDays(todayInSydney(), 365),
    ownerUid: null,
    createdAt: new Date().toISOString(),
  });
  return code;
}

test('pays part of a stay with a gift voucher: the card is charged the rest', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const code = await seedVoucher(10_000);
  const arrival = arrivalFor(testInfo, 0, 280, { apartDays: 5 });
  await page.goto('/checkout?location=lane-cove-river&package=essentials');
  await chooseStay(page, arrival, 2);

  const price = page.getByRole('complementary', { name: 'Your price' });
  await price.getByText('Pay with a gift voucher or credit').click();
  await price.getByLabel('Voucher code').fill(formatVoucherCode(code).toLowerCase());
  await price.getByRole('button', { name: 'Apply voucher' }).click();
  // The first call of checkVoucher starts its function: slow on a busy machine.
  await expect(price).toContainText('−$100.00', { timeout: 30_000 });
  await expect(price).toContainText('Left on the voucher after this stay$0.00');
  const card = /Left to pay by card(\$[\d,]+\.\d\d)/.exec((await price.textContent()) ?? '')![1]!;
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).include('aside').withTags(WCAG_TAGS));

  await continueToPayment(page);
  await expect(page.getByRole('button', { name: `Pay ${card} by card (test)` })).toBeVisible({
    timeout: 30_000,
  });
  await payOnTestPage(page);
});

/** A promo code as staff's Offers saves it, written as the Admin SDK would. */
async function putPromoCode(code: string, fields: Record<string, unknown>) {
  const at = new Date().toISOString();
  await writeDocument(promoCodeDoc(code), {
    code,
    active: true,
    usedCount: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
}

test('a promo code lowers the quote and its GST; an ended one is refused in plain words', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const percentOff = (percent: number) => ({ kind: 'percent', percent });
  await putPromoCode('JOURNEY20', { discount: percentOff(20) });
  await putPromoCode('JOURNEYOVER', {
    discount: percentOff(10),
    bookTo: addDays(todayInSydney(), -1),
  });
  // Essentials 300 days ahead, where only quotes are asked: nothing is held.
  await page.goto('/checkout?location=lane-cove-river&package=essentials');
  await chooseStay(page, arrivalFor(testInfo, 0, 300), 2);
  const price = page.getByRole('complementary', { name: 'Your price' });
  const total = async () =>
    Number(
      (/Total\$([\d,]+\.\d\d)/.exec((await price.textContent()) ?? '')?.[1] ?? '').replaceAll(
        ',',
        '',
      ),
    );
  const full = await total();

  const field = price.getByRole('textbox', { name: 'Have a promo code?' });
  await field.fill('journey20');
  await price.getByRole('button', { name: 'Apply promo code' }).click();
  await expect(price).toContainText('Promo JOURNEY20 (20% off)', { timeout: 30_000 });
  await expect(price.getByRole('status')).toHaveText('Promo code JOURNEY20 applied.');
  // 20% off the whole stay, and the GST of what is left (one eleventh).
  const cents = Math.round(full * 100);
  const left = cents - Math.round(cents * 0.2);
  expect(Math.round((await total()) * 100)).toBe(left);
  await expect(price).toContainText(`includes GST of ${formatAud(Math.round(left / 11))}`);

  await price.getByRole('button', { name: 'Remove promo code JOURNEY20' }).click();
  await field.fill('JOURNEYOVER');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription('That promo code has ended.');
  await expect(price).not.toContainText('Promo JOURNEYOVER');
  expect(await total()).toBe(full);
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
});
