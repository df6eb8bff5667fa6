import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { PRODUCT_NAME } from '@camping/domain/product';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { clearRateLimit, listDocuments } from './emulator-data.ts';
import { test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { ON_PHONES, ONLY_ON_PHONES } from './phone.ts';

// The layout around every page: header, mobile menu, footer, titles, scrolling, keyboard, errors.
// Pages' own content belongs to other specs; these tests rely on the layout only.

// With the animations most people see (the config asks every other spec for reduced motion): the
// menu opens and closes, and a page change scrolls, as they animate.
test.use({ reducedMotion: 'no-preference' });

const UNKNOWN_PATH = '/nope';
/** Rendered by the app's shell: hydrated once the layout is. */
const SKIP_LINK = 'a[href="#main-content"]';
/** The footer hydrates a moment after the rest, once its code has arrived (ADR 0005). */
const FOOTER_LINK = 'footer a[href="/"]';

/** Makes the page long enough to scroll, whatever its content. */
async function makePageTall(page: Page) {
  await page.addStyleTag({ content: '#main-content { min-height: 300vh; }' });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Resolves after two frames: whatever React runs right after hydrating has run by then. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Holds back every script of the site (or those `scripts` matches) until `release` is called:
 * meanwhile the page is HTML only (or that part of the app has not arrived).
 */
async function holdScripts(page: Page, scripts = '**/assets/*.js') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sydneyYear = () =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(
    new Date(),
  );

test.describe('header on a large screen', () => {
  test('has the logo, the main links and, for a guest, Sign up and Login', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['About us', '/about-us'],
      ['Locations', '/locations'],
      ['Pricing', '/pricing'],
      ['Contact us', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href as string,
      );
    }
    // Both come back to the page afterwards.
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fnope',
    );
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fnope',
    );
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await waitForHydration(page, SKIP_LINK);
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fnope$/);
    await header.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('is reachable by keyboard with a visible focus ring, after a skip link', async ({
    page,
  }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForHydration(page, SKIP_LINK);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    const expectFocusOn = async (name: string) => {
      const focused = page.locator(':focus');
      await expect(focused).toHaveAccessibleName(name);
      await expect(focused).toBeVisible();
      await expect(focused).toHaveCSS('outline-style', 'solid');
      await expect(focused).toHaveCSS('outline-width', '3px');
    };
    const order = [
      'Skip to main content',
      PRODUCT_NAME,
      'About us',
      'Locations',
      'Pricing',
      'Contact us',
      'Sign up',
      'Login',
    ];
    for (const name of order) {
      await page.keyboard.press('Tab');
      await expectFocusOn(name);
    }

    for (let step = 1; step < order.length; step += 1) await page.keyboard.press('Shift+Tab');
    await expectFocusOn('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveId('main-content');
  });
});

test.describe('mobile menu', ONLY_ON_PHONES, () => {
  test('hides the header links and opens, lists and closes the menu', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'About us' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();
    await waitForHydration(page, SKIP_LINK);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(close).toBeFocused();

    const nav = menu.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'About Us',
      'Locations',
      'Pricing',
      'Gift vouchers',
      'Contact',
    ]);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fnope',
    );
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fnope',
    );
    await expect(menu.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
    await expect(
      menu.getByText(`© ${sydneyYear()} ${PRODUCT_NAME}. All rights reserved.`),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).include('[role="dialog"]'));

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('offers the menu button only once it works, not while the page is still HTML only', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(UNKNOWN_PATH, { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('link', { name: PRODUCT_NAME })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeHidden();

    release();
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('opened while the next page loads, opens on that page rather than closing as it arrives', async ({
    page,
  }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForHydration(page, FOOTER_LINK);
    // The FAQ page's code arrives only when let through: the address changes before the page does.
    const release = await holdScripts(page, '**/assets/faq-page-*.js');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole('button', { name: 'Open menu' }).click();

    release();
    // The page arrives (its title), and the menu is open over it: the page is hidden from the
    // accessibility tree behind the modal menu, so it is known by its title.
    await expect(page).toHaveTitle(/^FAQ/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-state', 'open');
  });

  test('blocks page scrolling while open', async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await waitForHydration(page, SKIP_LINK);
    await makePageTall(page);
    const middle = page.viewportSize() ?? { width: 375, height: 812 };

    // The page scrolls while the menu is closed…
    await page.mouse.move(middle.width / 2, middle.height - 40);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // …and not while it is open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.mouse.move(middle.width / 2, middle.height - 40);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
  });

  test('fits a 320 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(UNKNOWN_PATH);
    await waitForHydration(page, SKIP_LINK);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test(
  'the footer has the Menu and Legal groups, social links, copyright and the icon credit',
  ON_PHONES,
  async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');

    const menu = footer.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'About Us',
      'Locations',
      'FAQs',
      'Gift vouchers',
      'Contact',
    ]);
    await expect(menu.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(4);
    const networks = [
      ['Instagram', 'https://www.instagram.com/completecamping/'],
      ['Facebook', 'https://www.facebook.com/completecamping'],
      ['Pinterest', 'https://www.pinterest.com.au/completecamping/'],
      ['YouTube', 'https://www.youtube.com/@completecamping'],
    ];
    for (const [index, [name, href]] of networks.entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', href as string);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await expect(
      footer.getByText(`© ${sydneyYear()} ${PRODUCT_NAME}. All rights reserved.`),
    ).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'Tabler Icons (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://tabler.io/icons');
  },
);

test('titles follow the rule: default, route name | product, or the page title', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(PRODUCT_NAME);
  await page.goto('/pricing');
  await expect(page).toHaveTitle(`Pricing | ${PRODUCT_NAME}`);
  await page.goto(UNKNOWN_PATH);
  await expect(page).toHaveTitle(`Page not found | ${PRODUCT_NAME}`);
});

test('an unknown path shows the not-found page, with a way home', async ({ page }) => {
  await page.goto('/somewhere/that/does/not/exist');
  await expect(page).toHaveTitle(`Page not found | ${PRODUCT_NAME}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("That page doesn't exist");
  await expect(page.getByText('The page you have requested could not be found.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }));

  await waitForHydration(page, SKIP_LINK);
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(PRODUCT_NAME);
});

test('a page change starts at the top of the new page', ON_PHONES, async ({ page }) => {
  await page.goto(UNKNOWN_PATH);
  await waitForHydration(page, SKIP_LINK);
  // Not pre-rendered: wait for the page itself, whose first render scrolls to the top once.
  await expect(page.getByRole('heading', { name: "That page doesn't exist" })).toBeVisible();
  // The style tag outlives client-side navigation, so the next page is as tall as this one.
  await makePageTall(page);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(500);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await waitForHydration(page, FOOTER_LINK);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  // Proves the browser did not simply load a new document, which would start at the top anyway.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test.describe('scrolling on the first page', () => {
  test('keeps where a visitor scrolled before the page was ready', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await makePageTall(page);
    const viewport = page.viewportSize() ?? { width: 375, height: 812 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const scrolled = await scrollY(page);

    release();
    await waitForHydration(page, SKIP_LINK);
    await twoFrames(page);
    expect(await scrollY(page)).toBe(scrolled);
  });

  test('keeps the position on reload and on going back to a page loaded in full', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await waitForHydration(page, SKIP_LINK);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.reload();
    await waitForHydration(page, SKIP_LINK);
    await twoFrames(page);
    expect(await scrollY(page)).toBe(900);

    await page.goto('/faq');
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await waitForHydration(page, SKIP_LINK);
    await twoFrames(page);
    expect(await scrollY(page)).toBe(900);
  });

  test('a link to a part of a page lands on it, opened afresh and followed in the app', async ({
    page,
  }) => {
    const addOns = page.getByRole('heading', { level: 2, name: 'Add-ons' });
    await page.goto('/pricing#add-ons-heading');
    await waitForHydration(page, SKIP_LINK);
    await twoFrames(page);
    await expect(addOns).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);

    // In the app: to the equipment page (its top), then its link to the add-ons on the pricing page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'See what each package includes' }).click();
    await expect(page).toHaveURL(/\/about-us\/equipment$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'add-ons', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing#add-ons-heading$/);
    await expect(addOns).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test('a page that fails to render shows an error page, reports the error and can try again', async ({
  page,
}, testInfo) => {
  const token = `Layout test rendering error ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/');
  await waitForHydration(page, SKIP_LINK);
  // Stand in a broken build of the FAQ page (its own chunk): its component throws while rendering.
  await page.route('**/assets/faq-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default function BrokenFaq() { throw new Error(${JSON.stringify(token)}); }`,
    }),
  );

  await clearRateLimit('reportClientError');

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page).toHaveTitle('Something went wrong');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }));

  await expect
    .poll(async () => {
      const documents = await listDocuments(COLLECTIONS.clientErrors);
      const report = documents.find((document) => document.fields.message?.stringValue === token);
      return (
        report && {
          path: report.fields.path?.stringValue,
          hasStack: Boolean(report.fields.stack?.stringValue),
        }
      );
    })
    .toEqual({ path: '/faq', hasStack: true });

  await page.unroute('**/assets/faq-*.js');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try again' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
