import type AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

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
