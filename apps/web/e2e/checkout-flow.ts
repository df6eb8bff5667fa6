import { expect, type Page } from '@playwright/test';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { CUSTOMER } from './fixtures.ts';
import { day, showMonth } from './stay-calendar.ts';

// The demo customer's way through the checkout to the local test-payment page, as the booking and
// staff journeys take it.

export const LOCATION = { id: 'royal-bonnie-vale', name: 'Bonnie Vale, Royal National Park' };
export const GLAMPING = CAMPING_PACKAGES.find(
  (candidate) => candidate.id === 'glamping-bell-tent',
)!;
export const DEEP_LINK = `/checkout?location=${LOCATION.id}&package=${GLAMPING.id}`;

export async function logInThroughDeepLink(page: Page) {
  await page.goto(DEEP_LINK);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(DEEP_LINK);
  await expectDeepLinkChosen(page);
}

/** Opens the checkout's deep link as the signed-in customer (fixtures.ts). */
export async function openDeepLink(page: Page) {
  await page.goto(DEEP_LINK);
  await expectDeepLinkChosen(page);
}

async function expectDeepLinkChosen(page: Page) {
  await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(LOCATION.id);
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue(GLAMPING.id);
}

export async function chooseStay(page: Page, arrival: IsoDate, nights: number) {
  await showMonth(page, arrival);
  await day(page, arrival).click();
  await day(page, addDays(arrival, nights)).click();
  await expect(page.getByText(`(${nights} nights)`)).toBeVisible();
  const price = page.getByRole('complementary', { name: 'Your price' });
  // The first call of quoteBooking starts its function: slow on a busy machine.
  await expect(price).toContainText(/Total\$[\d,]+\.\d\d/, { timeout: 30_000 });
  await expect(price).toContainText(/includes GST of \$[\d,]+\.\d\d/);
}

/**
 * Two nights from `arrival`, by keyboard alone: from two days before, → → Enter, → → Enter. Every day
 * focus reaches shows its ring, focus stays on the day chosen, and the chosen arrival is drawn as
 * chosen (not struck through as days that cannot be chosen are).
 */
export async function chooseTwoNightsByKeyboard(page: Page, arrival: IsoDate) {
  await showMonth(page, arrival);
  await day(page, arrival).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const steps: [string, IsoDate][] = [
    ['ArrowRight', addDays(arrival, -1)],
    ['ArrowRight', arrival],
    ['Enter', arrival],
    ['ArrowRight', addDays(arrival, 1)],
    ['ArrowRight', addDays(arrival, 2)],
    ['Enter', addDays(arrival, 2)],
  ];
  for (const [key, focused] of steps) {
    await page.keyboard.press(key);
    await expect(day(page, focused)).toBeFocused();
    await expect(day(page, focused)).toHaveCSS('outline-style', 'solid');
    await expect(day(page, focused)).toHaveCSS('outline-width', '3px');
    if (focused === arrival) {
      await expect(day(page, arrival)).not.toHaveCSS('text-decoration-line', 'line-through');
    }
  }
  await expect(page.getByText('(2 nights)')).toBeVisible();
  await expect(day(page, arrival)).toBeVisible();
}

export async function continueToPayment(page: Page) {
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/**
 * Pays on the local test-payment page, by card or with Afterpay; answers the booking's reference once
 * it is requested.
 */
export async function payOnTestPage(
  page: Page,
  paidWith: 'card' | 'afterpay' = 'card',
): Promise<string> {
  // The first call of a function in the emulator starts it: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('button', {
      name:
        paidWith === 'card' ? /^Pay \$[\d,]+\.\d\d by card \(test\)$/ : 'Pay with Afterpay (test)',
    })
    .click();
  await expect(page).toHaveURL(/\/booking-requested\/[\w-]+$/);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}
