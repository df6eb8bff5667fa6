import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { checkoutStayPath } from '@camping/domain/site/stay-links';
import { waitlistMailId } from '@camping/domain/waitlist/waitlist';
import { messagesWhere } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { expectNoSeriousAxeViolations, WCAG_TAGS } from './axe.ts';
import { bookingStatus, documentExists, runOutHold, setKitsInUse } from './emulator-data.ts';
import { newCamper, test, type NewCamper } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { ONLY_ON_PHONES } from './phone.ts';
import { fridayFrom } from './stay-calendar.ts';
import { expireHoldsAndTellWaitlist } from './sweep.ts';

// A weekend sold out for one package, a customer who asks to be told, and the e-mail when the last
// hold runs out: the waitlist (ADR 0020) from Home's search to the checkout, against the test stack,
// on a phone (Home's search on a desktop: locations.spec.ts).

const { ports, projectId } = PROFILES.test;
const SITE = `http://${HOST}:${ports.web}`;
const MAIL_INBOX = `http://${HOST}:${ports.mailInbox}`;
const FAMILY = CAMPING_PACKAGES.find((candidate) => candidate.id === 'family-basecamp')!;
const BOUDDI = LOCATIONS.find((location) => location.id === 'bouddi-putty-beach')!;

/**
 * A Friday about 84 days ahead, clear of the summer's blackout and longer stays: no other test takes
 * Family Basecamp's kits there (the change of dates' tests use them 100 to 145 days ahead, the
 * cancellations' 60 and 70, the checkout's 150, the closures' 155 to 189).
 */
function soldOutWeekend(): IsoDate {
  return fridayFrom(84);
}

/** Another customer's hold of the stay (quoted, then held as the checkout holds it): its id. */
async function holdAsAnotherCustomer(stay: Parameters<typeof checkoutStayPath>[0]) {
  const holder = await newCamper('waitlist-holder');
  const call = async (name: string, data: unknown, as?: NewCamper) => {
    const response = await fetch(
      `http://${HOST}:${ports.functions}/${projectId}/${FUNCTIONS.region}/${name}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(as ? { authorization: `Bearer ${as.idToken}` } : {}),
        },
        body: JSON.stringify({ data }),
      },
    );
    const body = (await response.json()) as { result?: Record<string, unknown> };
    if (!body.result) throw new Error(`${name} refused: ${JSON.stringify(body)}`);
    return body.result;
  };
  const choice = { ...stay, addOns: [] };
  const { quote } = (await call('quoteBooking', choice)) as { quote: { totalCents: number } };
  const held = await call(
    'startCheckout',
    {
      ...choice,
      phone: '0412 345 678',
      termsAccepted: true,
      idempotencyKey: crypto.randomUUID(),
      expectedTotalCents: quote.totalCents,
    },
    holder,
  );
  return held.bookingId as string;
}

/** Tests whose `page` starts signed in as a camper of their own: nobody else's requests count. */
const asWaitingCamper = test.extend<{ camper: NewCamper }>({
  camper: [
    async ({ sessionOf }, use) => {
      const camper = await newCamper('waitlist');
      await sessionOf(camper);
      await use(camper);
    },
    { timeout: 60_000 },
  ],
  storageState: async ({ sessionOf, camper }, use) => use(await sessionOf(camper)),
});

asWaitingCamper(
  'a sold-out weekend: searched from Home, asked for, listed in My Account, and e-mailed once when the last hold runs out',
  ONLY_ON_PHONES,
  async ({ page, camper }) => {
    // Five functions start cold on the way (search, join, holds, quote, the checkout's reads), and
    // the sweep runs twice in a process of its own.
    test.setTimeout(150_000);
    const arrival = soldOutWeekend();
    const departure = addDays(arrival, 2);
    const stay = {
      locationId: BOUDDI.id,
      packageId: FAMILY.id,
      arrival,
      departure,
      guests: 4,
    };
    // Every Family Basecamp kit out that weekend: all but one as if booked, the last held by someone.
    for (const night of [arrival, addDays(arrival, 1)]) {
      await setKitsInUse(FAMILY.id, night, FAMILY.kitCount - 1);
    }
    const hold = await holdAsAnotherCustomer(stay);

    await page.goto('/');
    const form = page.getByRole('form', { name: 'Find a stay' });
    await waitForHydration(page, 'form[aria-label="Find a stay"] button[type="submit"]');
    await form.getByLabel('Arrival').fill(arrival);
    await form.getByLabel('Departure').fill(departure);
    await form.getByLabel('Guests').fill('4');
    await form.getByRole('button', { name: 'Search' }).click();

    // Only Family Basecamp sleeps four: full at every campground.
    const full = page.getByRole('list', { name: 'Full on these dates' });
    await expect(full).toBeVisible({ timeout: 30_000 });
    const bouddi = full.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: `${FAMILY.name} at ${BOUDDI.name}` }),
    });
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    await bouddi.getByRole('button', { name: 'Tell me when it frees up' }).click();
    await expect(bouddi.getByRole('status')).toHaveText(/^Done. We’ll e-mail you if it frees up./, {
      timeout: 30_000,
    });

    await bouddi.getByRole('link', { name: 'See the stays you’re waiting for' }).click();
    const waiting = page.getByRole('region', { name: 'Dates you’re waiting for' });
    const request = waiting.getByRole('listitem');
    await expect(request).toHaveCount(1);
    await expect(request).toContainText(`${FAMILY.name} at ${BOUDDI.name}`);
    await expect(request).toContainText('(2 nights), 4 guests');
    await expect(request).toContainText('Waiting: we’ll e-mail you when this stay frees up.');
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));

    // The hold runs out; the sweep frees its nights, then tells the waiting.
    // (Other tests' sweeps run beside this one: whichever expires the hold, it is expired.)
    await runOutHold(hold);
    await expireHoldsAndTellWaitlist();
    expect(await bookingStatus(hold)).toBe('expired');
    const toCamper = (message: { to: { address: string }[] }) =>
      message.to.some((to) => to.address === camper.email);
    const [mail, ...more] = await messagesWhere(MAIL_INBOX, toCamper, 30_000);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Your stay at ${BOUDDI.name} is free again | The Complete Camping Experience`,
    );
    const link = `${SITE}${checkoutStayPath(stay)}`;
    expect(mail!.text).toContain(link);

    await page.goto(link);
    await expect(page.getByLabel('Campground', { exact: true })).toHaveValue(BOUDDI.id);
    await expect(page.getByLabel('Package', { exact: true })).toHaveValue(FAMILY.id);
    await expect(page.getByLabel('Guests')).toHaveValue('4');
    await expect(page.getByText('(2 nights)')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your price' })).toContainText(
      /Total\$[\d,]+\.\d\d/,
      { timeout: 30_000 },
    );

    // Another sweep: told already, nothing more to send.
    await expireHoldsAndTellWaitlist();
    expect(await documentExists(`mail/${waitlistMailId(`${camper.uid}-0`, 2)}`)).toBe(false);
    expect(await messagesWhere(MAIL_INBOX, toCamper)).toHaveLength(1);
  },
);
