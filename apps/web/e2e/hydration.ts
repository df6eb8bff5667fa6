import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the pre-rendered element at `selector`: only then do its links
 * navigate client-side and its menus open. Parts of a page can hydrate later than the rest.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
