import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { pageTitle } from '@camping/domain/site/page-title';
import { formatAud } from '@camping/domain/catalogue/money';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { expect, test, type APIRequestContext } from '@playwright/test';

// Every public page: its h1 and key content are in the pre-rendered HTML (before any JavaScript runs),
// and the page shows them in the browser. Prices are checked against the catalogue the stack seeds.

interface PublicPage {
  path: string;
  title: string;
  h1: string;
  content: string[];
}

const rate = (id: string) =>
  formatAud(CAMPING_PACKAGES.find((entry) => entry.id === id)!.nightlyRateCents);

const PAGES: PublicPage[] = [
  {
    path: '/',
    title: pageTitle(),
    h1: 'Your campsite, set up before you arrive',
    content: [
      'What we do',
      'How it works',
      'We pack down',
      ...CAMPING_PACKAGES.map((entry) => entry.name),
      rate('essentials'),
      ...LOCATIONS.map((entry) => entry.name),
    ],
  },
  {
    path: '/about-us',
    title: pageTitle('About Us'),
    h1: 'About Us',
    content: ['Why we started', 'What we care about', 'Acknowledgement of Country'],
  },
  {
    path: '/about-us/equipment',
    title: pageTitle('Equipment'),
    h1: 'Equipment',
    content: [
      ...CAMPING_PACKAGES.flatMap((entry) => [entry.name, ...entry.includes]),
      'What to bring',
    ],
  },
  {
    path: '/locations',
    title: pageTitle('Locations'),
    h1: 'Locations',
    content: LOCATIONS.map((entry) => entry.name),
  },
  {
    path: '/pricing',
    title: pageTitle('Pricing'),
    h1: 'Pricing',
    content: [
      ...CAMPING_PACKAGES.map((entry) => formatAud(entry.nightlyRateCents)),
      ...PRICING_SETTINGS.deliveryTiers
        .filter((tier) => tier.feeCents > 0)
        .map((tier) => formatAud(tier.feeCents)),
      ...PRICING_SETTINGS.peakPeriods.map((period) => period.name),
      ...ADD_ONS.map((addOn) => addOn.name),
      'Worked example',
      'Includes GST of',
      'Cancellation policy',
      '14 days or more before arrival',
    ],
  },
  {
    path: '/faq',
    title: pageTitle('FAQ'),
    h1: 'Frequently asked questions',
    content: [
      'How far ahead do I need to book?',
      'What if I need to cancel?',
      'Do prices include GST?',
    ],
  },
  {
    path: '/contact',
    title: pageTitle('Contact'),
    h1: 'Contact',
    content: [
      ...CONTACT_ENTRIES.flatMap((entry) => [entry.label, entry.email]),
      'Send us a message',
    ],
  },
  {
    path: '/terms-and-conditions',
    title: pageTitle('Terms and conditions'),
    h1: 'Terms and conditions',
    content: [
      'Australian Consumer Law',
      'major failures',
      'If we cancel',
      '7 to 13 days before arrival',
    ],
  },
  {
    path: '/privacy-policy',
    title: pageTitle('Privacy policy'),
    h1: 'Privacy policy',
    content: [
      'Privacy Act 1988',
      'Australian Privacy Principles',
      'Stripe',
      'Office of the Australian Information Commissioner',
    ],
  },
  ...LOCATIONS.map((location) => ({
    path: `/locations/${location.id}`,
    title: pageTitle(location.name),
    h1: location.name,
    content: [location.summary, ...location.facilities, 'Book this campground'],
  })),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of HTML as a reader sees it: tags dropped, entities React escapes decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

for (const expected of PAGES) {
  test(`${expected.path} is pre-rendered with its content and shows it`, async ({
    page,
    request,
  }) => {
    const response = await request.get(expected.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${expected.title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(expected.h1)}</h1>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<meta property="og:title" content="${expected.title}"/>`);
    expect(html).toContain(
      `<link rel="canonical" href="https://completecamping.com.au${expected.path === '/' ? '/' : expected.path}"/>`,
    );
    const text = visibleText(html);
    for (const content of expected.content) expect(text).toContain(content);

    await page.goto(expected.path);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    await expect(page.getByRole('main')).toContainText(expected.content[0]!);
  });
}

/** The JSON-LD blocks of a pre-rendered page. */
async function structuredData(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('the home page describes the business as structured data', async ({ request }) => {
  expect(await structuredData(request, '/')).toContainEqual(
    expect.objectContaining({
      '@type': 'LocalBusiness',
      name: 'The Complete Camping Experience',
      url: 'https://completecamping.com.au/',
    }),
  );
});

test('each campground page describes the campground as structured data', async ({ request }) => {
  const location = LOCATIONS[0]!;
  expect(await structuredData(request, `/locations/${location.id}`)).toContainEqual(
    expect.objectContaining({
      '@type': 'Campground',
      name: location.name,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: location.coordinates.lat,
        longitude: location.coordinates.lng,
      },
    }),
  );
});

test('the sitemap lists every public page and campground, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  for (const { path } of PAGES) expect(urls).toContain(`https://completecamping.com.au${path}`);
  expect(urls).toHaveLength(PAGES.length);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://completecamping.com.au/sitemap.xml');
  expect(robots).toContain('Disallow: /account');
});

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByText('What if I need to cancel?');
  const answer = page.getByText('14 days or more before arrival: full refund.');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('the pricing page works through an example with its GST', async ({ page }) => {
  await page.goto('/pricing');
  const example = page.getByRole('heading', { name: 'Arriving on a Friday in May' }).locator('..');
  // 3 nights of the Family Basecamp at Euroka, a breakfast hamper each morning, a firewood bundle, delivery.
  const total = 3 * 22_900 + 3 * 4_500 + 2_500 + 7_900;
  await expect(example).toContainText(`Total${formatAud(total)}`);
  await expect(example).toContainText(`Includes GST of${formatAud(Math.round(total / 11))}`);
});

test('the equipment page draws each package and links to it from home', async ({ page }) => {
  await page.goto('/');
  const glamping = CAMPING_PACKAGES.find((entry) => entry.id === 'glamping-bell-tent')!;
  await page.getByRole('link', { name: `What’s included in ${glamping.name}` }).click();
  await expect(page).toHaveURL(`/about-us/equipment#${glamping.id}`);
  const section = page.getByRole('region', { name: glamping.name });
  await expect(section.getByRole('img', { name: /bell tent/ })).toBeVisible();
  for (const item of glamping.includes)
    await expect(section.getByText(item, { exact: true })).toBeVisible();
});
