import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WCAG_TAGS, expectNoSeriousAxeViolations } from './axe.ts';

const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/about-us/equipment',
  '/locations',
  '/locations/bouddi-putty-beach',
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

// Runs in both Playwright projects: desktop (1280 px) and mobile (375 px).
for (const path of PUBLIC_ROUTES) {
  test(`axe finds nothing serious or critical on ${path}, which has one h1 and one main landmark`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
  });
}
