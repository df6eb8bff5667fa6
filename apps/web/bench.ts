// `npm run bench` (web part), per public route:
// - first-load bytes of the production build: the page's HTML (with its styles, inline) and the
//   scripts and module preloads it starts, gzip-compressed as Hosting serves them;
// - Lighthouse scores (mobile form factor, simulated throttling, Debian's Chromium) of the same pages
//   served by the Hosting emulator with live data from the other emulators, and all the JavaScript the
//   page fetched until the network was idle (gzip), which includes what loads after hydration. Single
//   runs vary by several points on a busy machine: each page is measured in RUNS rounds, and the bench
//   prints the median with every run's score.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { PROFILES } from '@camping/stack/profiles';
import { runningStack, startStack } from '@camping/stack/stack';
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const RUNS = 3;
/** The metrics the performance score weighs, to tell a slow paint or a shift from a busy CPU. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof METRICS;

interface Row {
  route: string;
  html: number;
  js: number;
  /** Each category's score in every run Lighthouse finished. */
  scores: Record<Category, number[]>;
  /** Each metric's value (milliseconds; CLS unitless) in every run. */
  metrics: Record<Metric, number[]>;
  /** Why Lighthouse could not score the page, on each try that failed. */
  problems: string[];
  /** Every script the page fetched until the network was idle, in every run. */
  loadedJs: number[];
  /**
   * Lighthouse's benchmark of the machine's CPU in each run (its `benchmarkIndex`): simulated
   * throttling slows what it observed by a fixed 4x, so the same page scores lower on a slower or busier
   * machine. Lighthouse's docs class 1,000–1,500 as a low-end desktop, 1,500–2,000 a high-end one.
   */
  cpuIndex: number[];
}

const rows: Row[] = pages(client)
  .map((page) => {
    const html = readFileSync(page, 'utf8');
    const js = firstLoadScripts(html).reduce(
      (total, asset) => total + gzipped(join(client, asset)),
      0,
    );
    return {
      route: `/${relative(client, page).replace(/\/?index\.html$/, '')}`,
      html: gzipped(page),
      js,
      scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
      metrics: { FCP: [], LCP: [], TBT: [], CLS: [], SI: [] },
      problems: [],
      loadedJs: [],
      cpuIndex: [],
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

/** The middle value (of an even count, the mean of the two in the middle). */
function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return undefined;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

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
  // Round after round over every page, so that a busier spell of the machine weighs on each alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const row of rows) {
      // A run can fail outright (a protocol time-out, no paint recorded): say why and try once more.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const result = await lighthouse(`${baseUrl}${row.route}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          const why = lhr?.runtimeError;
          row.problems.push(
            `run ${run}, try ${attempt}: ${why ? `${why.code} ${why.message}` : 'no result'}`,
          );
          continue;
        }
        for (const name of CATEGORIES) {
          const score = lhr.categories[name]?.score;
          if (typeof score === 'number') row.scores[name].push(Math.round(score * 100));
        }
        for (const [metric, audit] of Object.entries(METRICS) as [Metric, string][]) {
          const value = lhr.audits[audit]?.numericValue;
          if (typeof value === 'number') row.metrics[metric].push(value);
        }
        row.loadedJs.push(await loadedScriptBytes(lhr.audits['network-requests']?.details));
        row.cpuIndex.push(lhr.environment.benchmarkIndex);
        break;
      }
    }
  }
} finally {
  await browser.close();
  await stack?.stop();
}

console.log(
  'Public routes: first-load bytes (gzip; the HTML carries the styles) and JavaScript loaded until idle (gzip, median)',
);
console.log(
  `  ${'route'.padEnd(34)}${'html'.padStart(9)}${'js'.padStart(10)}${'js idle'.padStart(10)}`,
);
for (const row of rows) {
  const loaded = median(row.loadedJs);
  console.log(
    `  ${row.route.padEnd(34)}${kb(row.html).padStart(9)}${kb(row.js).padStart(10)}` +
      `${(loaded === undefined ? '-' : kb(loaded)).padStart(10)}`,
  );
}

/** A category's median, then each run's score: "98 (97 98 99)". */
function scoreCell(scores: readonly number[]): string {
  const middle = median(scores);
  return middle === undefined ? '-' : `${Math.round(middle)} (${scores.join(' ')})`;
}
console.log(
  `Lighthouse (mobile, simulated throttling): the median of ${RUNS} runs per route, then each run`,
);
console.log(`  ${'route'.padEnd(34)}${CATEGORIES.map((name) => name.padEnd(18)).join('')}`);
for (const row of rows) {
  console.log(
    `  ${row.route.padEnd(34)}${CATEGORIES.map((name) => scoreCell(row.scores[name]).padEnd(18)).join('')}`,
  );
}
console.log(
  "Lighthouse performance metrics (median of the runs): what the score is made of, and the machine's CPU index",
);
console.log(
  `  ${'route'.padEnd(34)}${[...Object.keys(METRICS), 'CPU index']
    .map((name) => name.padStart(10))
    .join('')}`,
);
for (const row of rows) {
  const cells = (Object.keys(METRICS) as Metric[]).map((metric) => {
    const value = median(row.metrics[metric]);
    if (value === undefined) return '-'.padStart(10);
    return (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`).padStart(10);
  });
  const cpuIndex = median(row.cpuIndex);
  const cpuCell = (cpuIndex === undefined ? '-' : String(Math.round(cpuIndex))).padStart(10);
  console.log(`  ${row.route.padEnd(34)}${cells.join('')}${cpuCell}`);
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
