import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { AVAILABILITY_SETTINGS, oneAtATime } from '@camping/stack/one-at-a-time';
import { clearArrival } from '@camping/stack/test-days';
import { expectNoSeriousAxeViolations, WCAG_TAGS } from './axe.ts';
import {
  chooseStay,
  continueToPayment,
  DEEP_LINK,
  GLAMPING,
  LOCATION,
  logInThroughDeepLink,
  payOnTestPage,
} from './checkout-flow.ts';
import { mailSubjectsFor, seedGiftVoucher, storedBlackoutStarts } from './emulator-data.ts';
import { asCustomer, CUSTOMER, test } from './fixtures.ts';
import { ONLY_ON_PHONES } from './phone.ts';
import { arrivalFor, day, showMonth } from './stay-calendar.ts';

// The staff area against the test stack: staff confirm a customer's requested booking (who then sees
// it confirmed and has the e-mail; both on phones: the staff area's narrow layout and the phone's
// menu), publish a customer's review of a past stay (which then shows on the campground page) and
// void a gift voucher found by its buyer's e-mail, a blackout set by staff closes its nights in the
// checkout, and staff close a campground over a customer's stay, which the customer moves on the
// link they were e-mailed (both on desktops). Nobody else gets in: a guest and a customer see the
// not-found page. Staff (the `staff` page, on a device of their own) and, but in the first journey,
// the customer start signed in (fixtures.ts).

const NOT_FOUND = { name: "That page doesn't exist" };

/** Staff find their area in the account menu (the header's on desktop, the menu's on phones). */
async function openStaffArea(staff: Page, testInfo: TestInfo) {
  await staff.goto('/account');
  // The account page has loaded: a menu opened before it arrives would close when it does.
  await expect(staff.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  if (testInfo.project.name === 'mobile') {
    await staff.getByRole('button', { name: 'Open menu' }).click();
    await staff.getByRole('dialog').getByRole('link', { name: 'Staff area' }).click();
  } else {
    await staff.getByRole('button', { name: 'Account menu' }).click();
    await staff.getByRole('menuitem', { name: 'Staff area' }).click();
  }
}

/** A page of the staff area, through its navigation, once its heading shows. */
async function openStaffPage(staff: Page, name: string) {
  await staff.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name }).click();
  await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const isoDay = (date: IsoDate) => date.split('-').reverse().join('');

test(
  'staff confirm a requested booking; the customer sees it confirmed and is e-mailed',
  ONLY_ON_PHONES,
  async ({ page, staff }, testInfo) => {
    test.setTimeout(150_000);
    await page.goto('/admin');
    await expect(page.getByRole('heading', NOT_FOUND)).toBeVisible();

    // After the integration tests' holds (the tiers share one stack; their fuzzing fills nights
    // around 240 days out while it runs), before the blackout test's nights.
    const arrival = arrivalFor(testInfo, 0, 262, { apartDays: 20 });
    await logInThroughDeepLink(page);
    await chooseStay(page, arrival, 2);
    await continueToPayment(page);
    const bookingId = await payOnTestPage(page, 'afterpay');

    // A customer is no more staff than a guest.
    await page.goto('/admin');
    await expect(page.getByRole('heading', NOT_FOUND)).toBeVisible();

    await openStaffArea(staff, testInfo);
    await expect(staff.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    const filters = staff.getByRole('form', { name: 'Filter bookings' });
    await filters.getByLabel('Status').selectOption({ label: 'Requested' });
    await filters.getByLabel('Arriving from').fill(arrival);
    await filters.getByLabel('Arriving to').fill(arrival);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
    // Earlier runs on the same stack may have left requests for the same nights: this one's link.
    await staff
      .getByRole('link', { name: new RegExp(`^${LOCATION.name}:`) })
      .and(staff.locator(`[href$="/${bookingId}"]`))
      .click();
    await expect(staff).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
    await expect(staff.getByText('Status: Requested')).toBeVisible();
    await expect(staff.getByText(CUSTOMER.email).first()).toBeVisible();
    await expect(staff.getByText('(Afterpay, local test payment)', { exact: true })).toBeVisible();

    // A dialog starts on the reason and, gone back from, gives focus back to its button.
    const dialog = staff.getByRole('dialog');
    const decline = staff.getByRole('button', { name: 'Decline and refund' });
    await decline.click();
    await expect(dialog.getByLabel(/Reason for the customer/)).toBeFocused();
    await staff.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(decline).toBeFocused();

    await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.getByLabel(/Reason for the customer/).fill('See you at Bonnie Vale!');
    await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The first call of staffUpdateBooking starts its function: slow on a busy machine.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // "Confirm" goes with the change: focus is on the actions' heading, before the ones left.
    await expect(staff.getByRole('heading', { name: 'Actions' })).toBeFocused();
    await expect(staff.getByText('Status: Confirmed')).toBeVisible();
    await expect(staff.getByText('See you at Bonnie Vale!')).toBeVisible();
    await expect
      .poll(() => mailSubjectsFor(bookingId))
      .toContainEqual(expect.stringMatching(/^Your stay is confirmed/));

    // Found again as a customer on the phone gives it: by its reference, or by the start of their
    // e-mail address in any case; then their page, with every booking of theirs.
    await staff.getByRole('link', { name: 'All bookings' }).click();
    const find = staff.getByRole('search', { name: 'Find a booking' });
    await find.getByLabel(/Find a booking/).fill(bookingId);
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(
      staff.getByRole('region', { name: `1 booking found for “${bookingId}”` }),
    ).toBeVisible();
    await find.getByLabel(/Find a booking/).fill('CAMPER@EXAMPLE');
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(
      staff.getByRole('region', { name: /bookings? found for “CAMPER@EXAMPLE”/ }),
    ).toBeVisible();
    await staff.getByRole('link', { name: 'Casey Camper' }).first().click();
    await expect(staff.getByRole('heading', { name: 'Casey Camper', level: 1 })).toBeVisible();
    await expect(staff.locator(`[href$="/${bookingId}"]`)).toBeVisible();

    await page.goto('/account/bookings');
    const booking = page.getByRole('article').filter({ hasText: bookingId });
    await expect(booking).toContainText('Confirmed');
    await expect(booking.getByText('Afterpay', { exact: true })).toBeVisible();
  },
);

asCustomer(
  'a customer reviews a completed stay; staff publish it and it shows on the campground page with the average; staff void a gift voucher',
  async ({ page, staff }, testInfo) => {
    test.setTimeout(150_000);
    // The demo customer's latest past stay, which the seed leaves to review (tools/stack/src/demo-data.ts).
    const stayId = 'demo-completed-lane-cove';
    const campground = 'Lane Cove River Tourist Park';
    const text = `Fell asleep to the river (${testInfo.testId}).`;
    await page.goto('/account/bookings');
    const stay = page.getByRole('article').filter({ hasText: stayId });
    await stay.getByRole('link', { name: `Review your stay at ${campground}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${stayId}/review$`));
    await expect(page.getByRole('heading', { name: 'Review your stay', level: 1 })).toBeVisible();

    // The stars are one radio group: the arrow keys choose.
    const form = page.getByRole('form', { name: 'How was your stay?' });
    await form.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await form.getByLabel('Your review (optional)').fill(text);
    await expect(form).toContainText(`${text.length} of 2,000 characters`);
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    await form.getByRole('button', { name: 'Send review' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks, Casey.' });
    // The first call of submitReview starts its function: slow on a busy machine.
    await expect(thanks).toBeFocused({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Your review' })).toContainText(
      'Waiting for staff',
    );

    await staff.goto('/admin');
    await openStaffPage(staff, 'Reviews');
    const waiting = staff.getByRole('region', { name: 'Waiting for staff' });
    const review = waiting.getByRole('article').filter({ hasText: text });
    await expect(review).toContainText(`Casey at ${campground}`);
    await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
    await review.getByRole('button', { name: 'Publish the review of Casey' }).click();
    // So does staffModerateReview's.
    await expect(
      staff
        .getByRole('region', { name: 'Published and hidden' })
        .getByRole('article')
        .filter({ hasText: text }),
    ).toContainText('Published', { timeout: 30_000 });

    // With the seed's one published review here (4 stars).
    await page.goto('/locations/lane-cove-river');
    const reviews = page.getByRole('region', { name: 'What campers say' });
    await expect(reviews).toContainText('4.5 out of 5 from 2 reviews');
    await expect(reviews.getByRole('listitem').first()).toContainText(text);
    await expect(reviews.getByRole('listitem').first()).toContainText('Casey, stayed in');
    await page.goto('/account/bookings');
    await expect(stay).toContainText('Published');

    // Vouchers: a gift found by the start of its buyer's e-mail, voided with a refund of what was left.
    const code = Array.from({ length: 16 }, () => 'ABCDEFGHJKMN'[Math.floor(Math.random() * 12)]);
    const buyerEmail = `gift-buyer-${Date.now()}@example.com`;
    await seedGiftVoucher(code.join(''), buyerEmail);
    await openStaffPage(staff, 'Vouchers');
    await staff.getByRole('searchbox', { name: /^Find a voucher/ }).fill(buyerEmail.slice(0, 24));
    await staff.getByRole('button', { name: 'Find' }).click();
    const voucher = staff.getByRole('article').filter({ hasText: buyerEmail });
    // The first call of staffFindVouchers starts its function: slow on a busy machine.
    await expect(voucher).toContainText('Active', { timeout: 30_000 });
    await expect(voucher).toContainText(`••••-••••-••••-${code.slice(-4).join('')}`);
    // The toast of the review published above fades out meanwhile: axe reads a fading toast's
    // colours against the page behind it.
    await expect(staff.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
    await voucher.getByRole('button', { name: 'Void and refund' }).click();
    const voiding = staff.getByRole('dialog', { name: 'Void this voucher?' });
    await voiding.getByLabel('Reason (required)').fill('Bought by mistake.');
    await voiding.getByRole('button', { name: 'Void and refund' }).click();
    await expect(
      staff.getByText('Voucher voided. We are refunding $60.00 and e-mailing the buyer.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(voucher).toContainText('Voided');
    await expect(voucher.getByRole('button')).toHaveCount(0);
  },
);

asCustomer('a blackout set by staff closes its nights in the checkout', async ({ page, staff }) => {
  test.setTimeout(150_000);
  // Where no test that can run beside this one books (the waitlist's journey books Fridays from 84
  // days ahead, the voucher check looks from 100): a blackout closes every campground, so it must
  // not fall on anyone else's stay while it lasts. Its nights and the night after, which must be
  // open, clear of the summer and so of the demo data's Christmas break.
  const from = clearArrival(todayInSydney(), 94, 4);
  const to = addDays(from, 2);

  // Staff save the whole availability document: one project's staff at a time.
  await oneAtATime(AVAILABILITY_SETTINGS, async () => {
    await staff.goto('/admin/capacity');
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Capacity and dates');
    await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
    const blackouts = staff.getByRole('form', { name: 'Blackout periods' });
    await blackouts.getByRole('button', { name: 'Add a blackout period' }).click();
    const period = blackouts.getByRole('group', { name: /^Blackout period \d+$/ }).last();
    await period.getByRole('spinbutton', { name: /^day, Start date/i }).click();
    await staff.keyboard.type(isoDay(from));
    await period.getByRole('spinbutton', { name: /^day, End date/i }).click();
    await staff.keyboard.type(isoDay(to));
    await period.getByLabel('Reason (optional)').fill('Crew training');
    await blackouts.getByRole('button', { name: 'Save blackout periods' }).click();
    // The first call of staffSaveAvailability starts its function: slow on a busy machine.
    await expect(staff.getByText('Blackout periods saved')).toBeVisible({ timeout: 30_000 });
    expect(await storedBlackoutStarts()).toContain(from);

    await page.goto(DEEP_LINK);
    await showMonth(page, from);
    for (const night of [from, addDays(from, 1), to]) {
      await expect(day(page, night)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(day(page, addDays(to, 1))).not.toHaveAttribute('aria-disabled', 'true');

    // Put the settings back as they were for the other tests.
    await period.getByRole('button', { name: /^Remove blackout period/ }).click();
    await blackouts.getByRole('button', { name: 'Save blackout periods' }).click();
    await expect.poll(storedBlackoutStarts).not.toContain(from);
  });
});

test('staff close a campground over a booked stay; the customer moves it on the e-mailed link', async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(240_000);
  // A campground no other journey books (the closures' integration test closes it some 120 to
  // 170 days out), 300 days out: the closure reaches this test's stay only.
  const closed = {
    id: 'munmorah-frazer-beach',
    name: 'Frazer Beach, Munmorah State Conservation Area',
  };
  const arrival = arrivalFor(testInfo, 0, 290, { apartDays: 10, days: 10 });
  const movedTo = addDays(arrival, 7);
  await logInThroughDeepLink(page);
  await page.goto(`/checkout?location=${closed.id}&package=${GLAMPING.id}`);
  await chooseStay(page, arrival, 2);
  await continueToPayment(page);
  const bookingId = await payOnTestPage(page);

  await openStaffArea(staff, testInfo);
  await openStaffPage(staff, 'Closures');
  const form = staff.getByRole('form', { name: 'Close campgrounds' });
  await form.getByRole('checkbox', { name: closed.name }).check();
  await form.getByRole('spinbutton', { name: /^day, Start date/i }).click();
  await staff.keyboard.type(isoDay(arrival));
  await form.getByRole('spinbutton', { name: /^day, End date/i }).click();
  await staff.keyboard.type(isoDay(addDays(arrival, 1)));
  await form.getByLabel('Reason (required)').fill('A total fire ban covers the park.');
  await form.getByRole('button', { name: 'Preview' }).click();
  const affected = staff.getByRole('region', { name: 'Bookings affected' });
  await expect(affected.locator(`[href$="/${bookingId}"]`)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(new AxeBuilder({ page: staff }).withTags(WCAG_TAGS));
  await affected.getByRole('button', { name: 'Close campgrounds' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Close these campgrounds?' });
  await expect(dialog).toContainText('we e-mail each customer the reason');
  await dialog.getByRole('button', { name: 'Close campgrounds' }).click();
  await expect(staff).toHaveURL(/\/admin\/closures\/[\w-]+$/, { timeout: 30_000 });
  const choices = staff.getByRole('region', { name: 'Bookings affected' });
  await expect(choices).toContainText("Awaiting the customer's choice until");
  await expect
    .poll(() => mailSubjectsFor(bookingId))
    .toContainEqual(expect.stringMatching(/campground is closed/i));

  // The e-mail's link: My Bookings' view of the choice.
  await page.goto(`/account/bookings?closure=${bookingId}`);
  await expect(
    page.getByRole('heading', { name: 'Choose what happens to your stay' }),
  ).toBeVisible();
  await expect(page.getByText('A total fire ban covers the park.')).toBeVisible();
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
  await page.getByRole('radio', { name: /Move your stay/ }).check();
  await showMonth(page, movedTo);
  // The closed nights cannot be chosen.
  await expect(day(page, arrival)).toHaveAttribute('aria-disabled', 'true');
  await day(page, movedTo).click();
  await day(page, addDays(movedTo, 2)).click();
  await page.getByRole('button', { name: 'Move my stay' }).click();
  await expect(page.getByText(/^Your stay is moved/)).toBeFocused({ timeout: 30_000 });
  const booking = page.getByRole('article').filter({ hasText: bookingId });
  await expect(booking).toContainText(`This stay was moved to`);
  await expect(booking).not.toContainText('Choose what happens');

  await staff.reload();
  await expect(choices).toContainText('Moved by the customer to');
  // Open the nights again for the next run on the same stack.
  await staff.getByRole('button', { name: 'Lift closure' }).click();
  const lift = staff.getByRole('dialog', { name: 'Lift this closure?' });
  await lift.getByLabel('Reason (required)').fill('The fire ban is over.');
  await lift.getByRole('button', { name: 'Lift closure' }).click();
  await expect(staff.getByText(/^Lifted/)).toBeVisible({ timeout: 30_000 });
});
