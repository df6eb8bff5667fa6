import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { WCAG_TAGS, expectNoSeriousAxeViolations } from './axe.ts';
import { test } from './fixtures.ts';
import { ON_PHONES } from './phone.ts';

const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/about-us/equipment',
  '/locations',
  // A campground with published demo reviews, so they are checked too.
  '/locations/royal-bonnie-vale',
  '/pricing',
  '/faq',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
];

// On phones too for a page of each layout (a hero, lists, a campground, tables, forms): the header
// becomes a menu button and columns stack, the content and its names do not change.
const ALSO_ON_PHONES = [
  '/',
  '/locations',
  '/locations/royal-bonnie-vale',
  '/pricing',
  '/contact',
  '/login',
];

for (const path of PUBLIC_ROUTES) {
  test(
    `axe finds nothing serious or critical on ${path}, which has one h1 and one main landmark`,
    ALSO_ON_PHONES.includes(path) ? ON_PHONES : {},
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
    },
  );
}
