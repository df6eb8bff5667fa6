import { expect, type APIRequestContext } from '@playwright/test';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { formatAud } from '@camping/domain/catalogue/money';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { pageTitle } from '@camping/domain/site/page-title';
import { HERO_SUBJECT } from '../build-steps/art/scenes.ts';
import { expectAccessiblePage } from './axe.ts';
import { test } from './fixtures.ts';
import { ON_PHONES } from './phone.ts';

// Every public page: its h1 and key content are in the pre-rendered HTML (before any JavaScript runs),
// and the page shows them in the browser. Prices are checked against the catalogue the stack seeds.
// On the same page load, axe checks every page but the campgrounds, of which one stands for all.

interface PublicPage {
  path: string;
  title: string;
  h1: string;
  content: string[];
}

// A campground with published demo reviews, so they are checked too.
const AXE_CAMPGROUND = '/locations/royal-bonnie-vale';

// On phones too for a page of each layout (a hero, lists, a campground, tables, forms): the header
// becomes a menu button and columns stack, the content and its names do not change.
const ALSO_ON_PHONES = ['/', '/locations', AXE_CAMPGROUND, '/pricing', '/contact'];

const checkedByAxe = (path: string) => !path.startsWith('/locations/') || path === AXE_CAMPGROUND;

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
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      // A line-break opportunity, not a space (e-mail addresses carry them).
      .replace(/<wbr\/?>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
  );
}

for (const expected of PAGES) {
  const axe = checkedByAxe(expected.path);
  test(
    `${expected.path} is pre-rendered with its content and shows it${axe ? ', with one h1, one main landmark and nothing serious or critical for axe' : ''}`,
    ALSO_ON_PHONES.includes(expected.path) ? ON_PHONES : {},
    async ({ page, request }) => {
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
      if (axe) await expectAccessiblePage(page);
    },
  );
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

test('the pages load their two typefaces early and set headings and text in them', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const family of ['fraunces', 'figtree']) {
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" href="/assets/${family}-latin-wght-normal-[\\w-]+\\.woff2" as="font" type="font/woff2" crossorigin>`,
      ),
    );
  }
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await family('h1')).toMatch(/^"Fraunces Variable"/);
  expect(await family('main p')).toMatch(/^"Figtree Variable"/);
  expect(
    await page.evaluate(() =>
      ['Fraunces Variable', 'Figtree Variable'].map((name) =>
        document.fonts.check(`16px "${name}"`),
      ),
    ),
  ).toEqual([true, true]);
});

test(
  'pictures are responsive: AVIF and WebP at several widths, sized, lazy below the fold',
  ON_PHONES,
  async ({ page, request }) => {
    const html = await (await request.get(`/locations/${LOCATIONS[0]!.id}`)).text();
    // The campground's painting is the page's main picture: preloaded from <head>, fetched first.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif"[^>]*imageSrcSet="[^"]*1600w"/,
    );

    await page.goto('/locations');
    const pictures = page.getByRole('region', { name: 'Our campgrounds' }).locator('picture');
    expect(await pictures.count()).toBeGreaterThanOrEqual(LOCATIONS.length);
    for (const [index, picture] of (await pictures.all()).entries()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /480w.*1600w/,
      );
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('srcset', /\.webp 480w.*\.webp 1600w/);
      await expect(image).toHaveAttribute('sizes', /.+/);
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '900');
      await expect(image).toHaveAttribute('alt', /^Illustration: /);
      // The first is in view as the page opens: fetched at once, first. The rest wait their turn.
      if (index === 0) {
        await expect(image).not.toHaveAttribute('loading', 'lazy');
        await expect(image).toHaveAttribute('fetchpriority', 'high');
      } else {
        await expect(image).toHaveAttribute('loading', 'lazy');
      }
    }
  },
);

test('the home page’s hero shows its whole camp and moon, from a small phone to a wide screen', async ({
  page,
  request,
}) => {
  const head = (await (await request.get('/')).text()).split('</head>')[0]!;
  expect(head).toContain(
    '<link rel="preload" as="image" type="image/avif" media="(max-width: 639.98px)"',
  );
  expect(head).toContain(
    '<link rel="preload" as="image" type="image/avif" media="(min-width: 640px)"',
  );

  // Asked for less motion (the config), the new layout shows at once: a transition, however
  // short, would show the old one until the next frame, to people and to the measures below.
  const runningTransitions = () =>
    document.getAnimations().filter((animation) => animation instanceof CSSTransition).length;
  await page.goto('/');
  const hero = page.locator('main > section').first();
  const image = hero.locator('img');
  for (const width of [320, 375, 414, 768, 1024, 1280, 1440, 1920, 2560]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(runningTransitions), `${width} px`).toBe(0);
    const layout = width < 640 ? 'narrow' : 'wide';
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(`hero-${layout}-`);
    // The part of the picture in view, as fractions of its width and height: object-fit: cover
    // scales it to fill the image box and object-position places it; the band clips the box.
    // Measured once the source the browser chose has decoded: a resize can make it choose another
    // source, whose natural size reads 0 until it has loaded (and made every fraction NaN).
    const measure = () =>
      image.evaluate(async (img: HTMLImageElement) => {
        await img.decode().catch(() => undefined);
        if (!img.complete || img.naturalWidth === 0) return null;
        const box = img.getBoundingClientRect();
        const band = img.closest('section')!.getBoundingClientRect();
        const style = getComputedStyle(img);
        const cover = style.objectFit === 'cover';
        const scale = cover
          ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
          : box.width / img.naturalWidth;
        const [px, py] = style.objectPosition.split(' ').map((value) => parseFloat(value) / 100);
        const drawnLeft = box.left + (box.width - img.naturalWidth * scale) * (cover ? px! : 0);
        const drawnTop = box.top + (box.height - img.naturalHeight * scale) * (cover ? py! : 0);
        const visible = {
          left: Math.max(box.left, band.left),
          right: Math.min(box.right, band.right),
          top: Math.max(box.top, band.top),
          bottom: Math.min(box.bottom, band.bottom),
        };
        const w = img.naturalWidth * scale;
        const h = img.naturalHeight * scale;
        return {
          left: (visible.left - drawnLeft) / w,
          right: (visible.right - drawnLeft) / w,
          top: (visible.top - drawnTop) / h,
          bottom: (visible.bottom - drawnTop) / h,
        };
      });
    let shown = await measure();
    await expect
      .poll(async () => (shown = await measure()) !== null, `${width} px decoded`)
      .toBe(true);
    // Nothing of the picture lies over the buttons…
    for (const name of ['Choose a campground', 'See prices']) {
      const link = hero.getByRole('link', { name });
      const onTop = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        for (const [fx, fy] of [
          [0.5, 0.5],
          [0.5, 0.9],
          [0.1, 0.9],
          [0.9, 0.9],
        ] as const) {
          const hit = document.elementFromPoint(
            box.left + box.width * fx,
            box.top + box.height * fy,
          );
          if (!hit || !element.contains(hit)) return false;
        }
        return true;
      });
      expect(onTop, `${name} at ${width} px`).toBe(true);
    }
    // …and the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(
      width,
    );
    const subject = HERO_SUBJECT[layout];
    if (!shown) throw new Error('unreachable: polled until measured');
    expect(shown.left, `${width} px`).toBeLessThanOrEqual(subject.left);
    expect(shown.right, `${width} px`).toBeGreaterThanOrEqual(subject.right);
    expect(shown.top, `${width} px`).toBeLessThanOrEqual(subject.top);
    expect(shown.bottom, `${width} px`).toBeGreaterThanOrEqual(subject.bottom);
  }
});
