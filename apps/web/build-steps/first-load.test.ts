// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@camping/domain/site/paths';
import { pageFilesFor } from '../app/entry.server.tsx';
import { bundleForBrowsers } from './browser-bundle.ts';
import { LOCAL_MODE } from './build-environment.ts';
import { firstLoadScripts, pageHeadTags, type Manifest } from './page-assets.ts';

// The first-load budgets of docs/decisions/0005-first-load-javascript-budget.md (issue 17): the
// JavaScript a page's HTML loads before it runs, gzip -9, as `npm run bench` prints it.
const BUDGETS_KB = { [PATHS.home]: 90, [PATHS.contact]: 110 };

const outDir = mkdtempSync(join(tmpdir(), 'camping-web-first-load-'));
let manifest: Manifest;
// Vitest runs with NODE_ENV=test, which would give the bundle React's development build.
const nodeEnv = process.env.NODE_ENV;

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  try {
    // What the pages are built with (build-steps/build.ts), for the local emulators as the bench's.
    await bundleForBrowsers({ mode: LOCAL_MODE, outDir });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Each script the page's <head> loads, with its gzip size in bytes. */
function firstLoad(path: string): Record<string, number> {
  const head = pageHeadTags(manifest, pageFilesFor(path), (file) =>
    readFileSync(join(outDir, file), 'utf8'),
  );
  const scripts = firstLoadScripts(head);
  return Object.fromEntries(
    scripts.map((script) => [
      script,
      gzipSync(readFileSync(join(outDir, script)), { level: 9 }).length,
    ]),
  );
}

describe('first-load JavaScript', () => {
  it.each(Object.entries(BUDGETS_KB))('of %s stays within %d KB (gzip)', (path, budget) => {
    const scripts = firstLoad(path);
    const total = Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0);
    expect(total, JSON.stringify(scripts, null, 2)).toBeLessThanOrEqual(budget * 1024);
  });
});
