import { defineConfig, devices } from '@playwright/test';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { HEADLESS_SHELL } from './e2e/browsers.ts';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Measured on two cores: three workers were slower than two (688 s against 658 s for the whole
  // of `npm test`), the integration tests beside them the slower for it.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds `npm test`'s totals; the HTML report (with the screenshots of failed tests)
  // is what CI keeps when the browser tests fail (`npx playwright show-report
  // .test-report/playwright-report` opens it). .test-report/ is git-, lint- and prettier-ignored.
  reporter: [
    ['list'],
    ['json', { outputFile: '.test-report/e2e.json' }],
    ['html', { outputFolder: '.test-report/playwright-report', open: 'never' }],
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://${HOST}:${PROFILES.test.ports.web}`,
    // A failed test keeps a screenshot and its error context (the page's accessibility tree);
    // `npm run test:flaky` also keeps its trace. Recording traces of every test cost the browser
    // tier a third of its time on two cores (the screencast's frames most of it).
    trace: 'off',
    screenshot: 'only-on-failure',
    // Animations painted frame after frame for nothing a test reads: 8% of the browser's work.
    // The app honours the setting (app.css); layout.spec.ts checks the animated menu and scrolling.
    reducedMotion: 'reduce',
    // Playwright cannot download its own browsers on our machines (ENVIRONMENT.md).
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Only what can differ on a phone (e2e/phone.ts): the rest is the same on every screen.
    {
      name: 'mobile',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
  ],
});
