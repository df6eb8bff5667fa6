// `npm run bench` (web part), per public route:
// - first-load bytes of the production build: the page's HTML, scripts, module preloads and stylesheets,
//   gzip-compressed as Hosting serves them;
// - Lighthouse scores (mobile form factor, simulated throttling, Debian's Chromium) of the same pages
//   served by the Hosting emulator with live data from the other emulators.
import { PROFILES } from '@camping/stack/profiles';
import { runningStack, startStack } from '@camping/stack/stack';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  scores?: Record<string, number>;
}

const rows: Row[] = pages(client)
  .map((page) => {
    const html = readFileSync(page, 'utf8');
    const assets = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
    );
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      if (asset.endsWith('.css')) css += gzipped(join(client, asset));
      else js += gzipped(join(client, asset));
    }
    return {
      route: `/${relative(client, page).replace(/\/?index\.html$/, '')}`,
      html: gzipped(page),
      js,
      css,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

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
    const result = await lighthouse(`${baseUrl}${row.route}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    row.scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
    );
  }
} finally {
  await browser.close();
  await stack?.stop();
}

console.log('Public routes: first-load bytes (gzip) and Lighthouse (mobile, simulated throttling)');
console.log(
  `  ${'route'.padEnd(34)}${'html'.padStart(9)}${'js'.padStart(10)}${'css'.padStart(9)}   perf  a11y  best   seo`,
);
for (const row of rows) {
  const s = row.scores ?? {};
  console.log(
    `  ${row.route.padEnd(34)}${kb(row.html).padStart(9)}${kb(row.js).padStart(10)}${kb(row.css).padStart(9)}` +
      `   ${CATEGORIES.map((name) => String(s[name] ?? '-').padStart(4)).join('  ')}`,
  );
}
