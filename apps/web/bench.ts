// `npm run bench` (web part), per public route:
// - first-load bytes of the production build: the page's HTML, scripts, module preloads and stylesheets,
//   gzip-compressed as Hosting serves them;
// - Lighthouse scores (mobile form factor, simulated throttling, Debian's Chromium) of the same pages
//   served by the Hosting emulator with live data from the other emulators, and all the JavaScript the
//   page fetched until the network was idle (gzip), which includes what loads after hydration.
import { PROFILES } from '@camping/stack/profiles';
import { runningStack, startStack } from '@camping/stack/stack';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './build-steps/page-assets.ts';

const client = join(import.meta.dirname, 'build', 'client');
if (!existsSync(client)) throw new Error('Run the web build first (turbo runs it before bench).');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Row {
  route: string;
  html: number;
  js: number;
  css: number;
  scores?: Partial<Record<(typeof CATEGORIES)[number], number>>;
  /** Why Lighthouse could not score the page, on each try that failed. */
  problems: string[];
  /** Every script the page fetched until the network was idle. */
  loadedJs?: number;
}

const rows: Row[] = pages(client)
  .map((page) => {
    const html = readFileSync(page, 'utf8');
    const stylesheets = new Set(
      [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!),
    );
    const sum = (assets: Iterable<string>) =>
      [...assets].reduce((total, asset) => total + gzipped(join(client, asset)), 0);
    const js = sum(firstLoadScripts(html));
    const css = sum(stylesheets);
    return {
      route: `/${relative(client, page).replace(/\/?index\.html$/, '')}`,
      html: gzipped(page),
      js,
      css,
      problems: [],
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

/** The gzip size of every script of ours in Lighthouse's network log, fetched again to measure it. */
async function loadedScriptBytes(details: unknown): Promise<number> {
  const items = (details as { items?: { url: string; resourceType?: string }[] } | undefined)
    ?.items;
  const scripts = (items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl),
  );
  const sizes = await Promise.all(
    scripts.map(
      async ({ url }) =>
        gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length,
    ),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const existing = runningStack('test');
const stack = existing
  ? null
  : await startStack({ profile: 'test', web: 'hosting', log: () => {} });
const baseUrl = (existing ?? stack!.info).webUrl!;
const debuggingPort = PROFILES.test.ports.web + 1000;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--remote-debugging-port=${debuggingPort}`,
  ],
});
try {
  for (const row of rows) {
    // A run can fail outright (a protocol time-out, no paint recorded): say why and try once more.
    for (let attempt = 1; attempt <= 2 && row.scores === undefined; attempt++) {
      const result = await lighthouse(`${baseUrl}${row.route}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        const why = lhr?.runtimeError;
        row.problems.push(`try ${attempt}: ${why ? `${why.code} ${why.message}` : 'no result'}`);
        continue;
      }
      row.scores = Object.fromEntries(
        CATEGORIES.flatMap((name) => {
          const score = lhr.categories[name]?.score;
          return typeof score === 'number' ? [[name, Math.round(score * 100)]] : [];
        }),
      );
      row.loadedJs = await loadedScriptBytes(lhr.audits['network-requests']?.details);
    }
  }
} finally {
  await browser.close();
  await stack?.stop();
}

console.log(
  'Public routes: first-load bytes (gzip), JavaScript loaded until idle (gzip), and Lighthouse (mobile, simulated throttling)',
);
console.log(
  `  ${'route'.padEnd(34)}${'html'.padStart(9)}${'js'.padStart(10)}${'css'.padStart(9)}${'js idle'.padStart(10)}   perf  a11y  best   seo`,
);
for (const row of rows) {
  const s = row.scores ?? {};
  console.log(
    `  ${row.route.padEnd(34)}${kb(row.html).padStart(9)}${kb(row.js).padStart(10)}${kb(row.css).padStart(9)}` +
      `${(row.loadedJs === undefined ? '-' : kb(row.loadedJs)).padStart(10)}` +
      `   ${CATEGORIES.map((name) => String(s[name] ?? '-').padStart(4)).join('  ')}`,
  );
}
for (const row of rows) {
  for (const problem of row.problems) console.log(`  Lighthouse on ${row.route}, ${problem}`);
}

/** Every chunk a chunk imports statically, itself included (dynamic imports load later, if ever). */
function staticClosure(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  const code = readFileSync(join(client, 'assets', file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    staticClosure(match[1]!, found);
  }
  return found;
}

// The booking pages are not pre-rendered: measure what opening one fetches beyond what `/` loaded.
const home = readFileSync(join(client, 'index.html'), 'utf8');
const loadedByHome = new Set(
  [...firstLoadScripts(home)].flatMap((asset) => [...staticClosure(asset.replace('/assets/', ''))]),
);
console.log('Booking pages: JavaScript fetched on opening each, beyond what / loaded (gzip)');
for (const page of ['checkout-page', 'booking-requested-page', 'my-bookings-page']) {
  const chunk = readdirSync(join(client, 'assets')).find(
    (name) => name.startsWith(`${page}-`) && name.endsWith('.js'),
  );
  if (!chunk) continue;
  const extra = [...staticClosure(chunk)].filter((file) => !loadedByHome.has(file));
  const bytes = extra.reduce((total, file) => total + gzipped(join(client, 'assets', file)), 0);
  console.log(`  ${page.padEnd(34)}${kb(bytes).padStart(9)}   (${extra.length} chunks)`);
}
