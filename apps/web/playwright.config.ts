import { defineConfig, devices } from '@playwright/test';
import { HOST, PROFILES } from '@camping/stack/profiles';

// The browser CHROME_PATH names (Playwright's own Chromium on GitHub Actions), else Debian's:
// Playwright cannot download its own browsers on our machines (ENVIRONMENT.md).
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Measured on two cores: three workers were slower than two (778 s against 718 s on a busy
  // machine) and timed out in places.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds `npm test`'s totals; the HTML report (with the traces of failed tests)
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
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot.
    // The trace's screencast is off: encoding a frame of every paint cost the browser more than
    // the tests themselves (a third of the browser tier's time on two cores).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
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
