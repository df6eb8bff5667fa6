import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with the rule and the elements of each serious or critical violation axe finds. */
export async function expectNoSeriousAxeViolations(builder: AxeBuilder): Promise<void> {
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The page has one h1 and one main landmark, and, once it has loaded all it loads, axe finds nothing
 * serious or critical on it.
 */
export async function expectAccessiblePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS));
}
