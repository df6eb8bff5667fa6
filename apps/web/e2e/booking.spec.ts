import AxeBuilder from '@axe-core/playwright';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { expect, test } from '@playwright/test';
import { WCAG_TAGS, expectNoSeriousAxeViolations } from './axe.ts';
import {
  chooseStay,
  chooseTwoNightsByKeyboard,
  continueToPayment,
  GLAMPING,
  LOCATION,
  logInThroughDeepLink,
  payOnTestPage,
} from './checkout-flow.ts';
import { DOCUMENTS } from './emulator-data.ts';
import { arrivalFor, day, showMonth } from './stay-calendar.ts';
import { ON_PHONES } from './phone.ts';

// The booking journey against the test stack's emulators and functions, paid on the local
// test-payment page: the seeded demo customer books, pays, cancels; and a stay taken by someone else
// while the customer chooses.

// The emulators' administrator credential: writes as the Admin SDK would, past the security rules.
const AS_ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };
/** Every kit of the package in use that night: what another customer's booking leaves. */
async function bookOut(night: IsoDate) {
  const month = night.slice(0, 7);
  // Only this night's entry of the month's document changes (the update mask names it).
  const onlyThisNight = `updateMask.fieldPaths=${encodeURIComponent(`kitsInUse.\`${night}\``)}&updateMask.fieldPaths=month`;
  const response = await fetch(
    `${DOCUMENTS}/packages/${GLAMPING.id}/kitMonths/${month}?${onlyThisNight}`,
    {
      method: 'PATCH',
      headers: AS_ADMIN,
      body: JSON.stringify({
        fields: {
          month: { stringValue: month },
          kitsInUse: {
            mapValue: {
              fields: { [night]: { integerValue: String(GLAMPING.kitCount) } },
            },
          },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`Could not book out ${night}: ${await response.text()}`);
}

test(
  'books a stay chosen by keyboard, pays on the test-payment page, sees it requested, then cancels it for a refund',
  ON_PHONES,
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const arrival = arrivalFor(testInfo, 0, 120);
    const bookedOut = addDays(arrival, 5);
    await bookOut(bookedOut);

    await logInThroughDeepLink(page);
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
    await expect(dialog).toContainText(/refunds \$[\d,]+\.\d\d \(100%\)/);
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
  const arrival = arrivalFor(testInfo, 1, 120);
  await logInThroughDeepLink(page);
  await chooseStay(page, arrival, 3);

  // Someone else takes the last kit for the second night while the page is open.
  await bookOut(addDays(arrival, 1));
  await continueToPayment(page);
  await expect(page.getByRole('alert')).toContainText('no longer available');
  await expect(page.getByText('(3 nights)')).toBeHidden();
  await expect(day(page, addDays(arrival, 1))).toHaveAttribute('aria-disabled', 'true');

  const later = addDays(arrival, 2);
  await chooseStay(page, later, 3);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
    timeout: 30_000,
  });

  // Cancelling the payment comes back with the choices kept and the dates released at once.
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled. Your dates were released.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?.*cancelled=/);
  await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(LOCATION.id);
  await expect(page.getByText('(3 nights)')).toBeVisible();
  await expect(day(page, later)).not.toHaveAttribute('aria-disabled', 'true');
});
