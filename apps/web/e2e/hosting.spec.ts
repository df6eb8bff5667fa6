import { expect } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { PRODUCT_NAME } from '@camping/domain/product';
import { clearRateLimit, clientErrorReports } from './emulator-data.ts';
import { test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// The browser tests are served by the Hosting emulator with firebase.json's hosting config, so these
// checks cover what production sends.
test.describe('hosting', () => {
  test('sends the security headers on every page', async ({ request }) => {
    for (const path of ['/', '/pricing', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('names our functions in connect-src, and reports violations to them', async ({ page }) => {
    // The violation reports count under the client error reports' limit.
    await clearRateLimit('reportClientError');
    const response = await page.goto('/pricing');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/run\.app|\*\.cloudfunctions\.net/);
    // The local stack sends reports to the Functions emulator (tools/stack), production to ours.
    expect(/report-uri (\S+?)(;|$)/.exec(csp)?.[1]).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/[\w-]+\/us-central1\/reportCspViolation$/,
    );

    const blocked = `https://blocked.example/${test.info().project.name}-${Date.now()}.png`;
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
    }, blocked);
    await expect
      .poll(async () =>
        (await clientErrorReports()).find((report) => report.message?.includes(blocked)),
      )
      .toEqual({
        message: `Content Security Policy blocked ${blocked} (img-src)`,
        path: '/pricing',
      });
  });

  test('caches hashed assets for a year and pages not at all', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(
      await page.text(),
    );
    const assetPath = asset?.[1] ?? asset?.[2];
    expect(assetPath).toBeTruthy();
    const response = await request.get(assetPath!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('allows no inline scripts and runs the pages without CSP violations', async ({ page }) => {
    // Every violation, including ones the page's code catches (a probe for `eval`), which never
    // reach the console but still count against the page in Lighthouse.
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) =>
      violations.push(violation),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(text: string): void })
          .reportCspViolation;
        report(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}`);
      });
    });
    const response = await page.goto('/');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response?.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Live data (and the schemas that check it) loads after hydration: wait for it on each page.
    await page.waitForLoadState('networkidle');
    for (const path of ['/locations', `/locations/${LOCATIONS[0]!.id}`, '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('answers unknown paths and campgrounds with status 404 and the not-found page', async ({
    page,
  }) => {
    for (const path of ['/this/does/not/exist', '/locations/atlantis']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle(`Page not found | ${PRODUCT_NAME}`);
      await expect(page.getByRole('heading', { name: "That page doesn't exist" })).toBeVisible();
    }
    // The campground's page started from it, and stays the not-found page once it knows.
    await waitForHydration(page, 'main h1');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("That page doesn't exist");
  });

  test('redirects /equipment to the equipment page', async ({ request }) => {
    const response = await request.get('/equipment', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
      '/about-us/equipment',
    );
  });

  test('serves the pages that are not pre-rendered through the app', async ({ request }) => {
    for (const path of ['/login', '/account/bookings', '/booking-requested/an-id']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('data-spa-fallback');
    }
  });
});
