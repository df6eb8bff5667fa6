// `npm run screenshots` (web part): every public page, the guest pages and My Account, at 375 px and
// 1280 px wide, full length, and every e-mail as MailDev shows it (screenshots-mail.ts), into
// docs/screenshots/, so a reviewer sees the look without running anything. Uses the test stack `npm test` announced (CAMPING_STACK), or SCREENSHOTS_URL (e.g. a
// running `npm run dev`), else starts its own stack with the production build on Hosting.
// SCREENSHOTS_DIR writes them elsewhere, to compare before committing.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { LOCATIONS } from '@camping/catalogue/locations';
import { DEMO_USERS } from '@camping/stack/demo-data';
import { runningStack, startStack } from '@camping/stack/stack';
import { PUBLIC_PATHS } from './app/public-paths.ts';
import { captureMail, deliverSampleMails, type MailShot } from './screenshots-mail.ts';

const OUT_DIR =
  process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const WIDTHS = [375, 1280] as const;

interface Shot {
  /** The file name's stem. */
  name: string;
  path: string;
  signedIn?: boolean;
}

const nameOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

const SHOTS: Shot[] = [
  ...PUBLIC_PATHS.map((path) => ({ name: nameOf(path), path })),
  ...LOCATIONS.map((location) => ({
    name: nameOf(`/locations/${location.id}`),
    path: `/locations/${location.id}`,
  })),
  ...['/login', '/signup', '/forgot-password'].map((path) => ({ name: nameOf(path), path })),
  { name: 'not-found', path: '/no-such-page' },
  ...['/account', '/account/bookings', '/account/details'].map((path) => ({
    name: nameOf(path),
    path,
    signedIn: true,
  })),
];

/** Scrolls through the page so every lazy image loads, then waits for images and fonts. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve)),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

async function logIn(page: Page, baseUrl: string) {
  const customer = DEMO_USERS[0];
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL(/\/account/);
}

async function capture(browser: Browser, baseUrl: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 800 },
    deviceScaleFactor: 1,
    isMobile: width < 640,
    hasTouch: width < 640,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const shot of SHOTS.filter((candidate) => !candidate.signedIn)) {
    await page.goto(`${baseUrl}${shot.path}`);
    await settle(page);
    await page.screenshot({ path: join(OUT_DIR, `${shot.name}-${width}.jpg`), ...SCREENSHOT });
  }
  await logIn(page, baseUrl);
  for (const shot of SHOTS.filter((candidate) => candidate.signedIn)) {
    await page.goto(`${baseUrl}${shot.path}`);
    await page.getByRole('navigation', { name: 'My Account pages' }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(OUT_DIR, `${shot.name}-${width}.jpg`), ...SCREENSHOT });
  }
  await context.close();
}

// JPEG keeps a full-length page at a few hundred kilobytes in the repository.
const SCREENSHOT = { fullPage: true, type: 'jpeg', quality: 80, animations: 'disabled' } as const;

function writeIndex(mailShots: readonly MailShot[]) {
  // A list rather than a table: it stays as Prettier writes it, whatever the paths' lengths.
  const lines = SHOTS.map(
    (shot) =>
      `- \`${shot.path}\`${shot.signedIn ? ' (signed in)' : ''}: ${WIDTHS.map((width) => `[${width} px](${shot.name}-${width}.jpg)`).join(', ')}`,
  );
  const mailLines = mailShots.map(
    (shot) =>
      `- ${shot.subject}: ${WIDTHS.map((width) => `[${width} px](${shot.name}-${width}.jpg)`).join(', ')}`,
  );
  writeFileSync(
    join(OUT_DIR, 'README.md'),
    [
      '# Screenshots',
      '',
      'Written by `npm run screenshots` (`apps/web/screenshots.ts`) from the production build with the',
      'demo data: every public page, the guest pages and My Account, full length, at 375 px (phone) and',
      '1280 px (desktop). Run it again after a change to how the site looks and commit the result.',
      '',
      ...lines,
      '',
      '## E-mails',
      '',
      'One of each e-mail, about a made-up stay, as the inbox of MailDev (the local SMTP server) shows',
      'it: at 375 px through its preview width, at 1280 px in a desktop window.',
      '',
      ...mailLines,
      '',
    ].join('\n'),
  );
}

const fromEnv = process.env.SCREENSHOTS_URL;
const existing = fromEnv ? null : runningStack('test');
const stack =
  fromEnv || existing ? null : await startStack({ profile: 'test', web: 'hosting', log: () => {} });
const baseUrl = fromEnv ?? (existing ?? stack!.info).webUrl!;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars'],
});
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of readdirSync(OUT_DIR)) rmSync(join(OUT_DIR, file));
  for (const width of WIDTHS) await capture(browser, baseUrl, width);
  // The e-mails need the stack's MailDev: a site given by SCREENSHOTS_URL brings none.
  const mailStack = existing ?? stack?.info;
  const mailShots = mailStack ? await deliverSampleMails(mailStack) : [];
  for (const width of mailStack ? WIDTHS : []) {
    await captureMail(browser, mailStack!, mailShots, width, (name) =>
      join(OUT_DIR, `${name}-${width}.jpg`),
    );
  }
  writeIndex(mailShots);
  console.log(
    `Wrote ${(SHOTS.length + mailShots.length) * WIDTHS.length} screenshots to ${OUT_DIR}`,
  );
} finally {
  await browser.close();
  await stack?.stop();
}
