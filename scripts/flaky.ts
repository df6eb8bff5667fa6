// `npm run test:flaky [-- --runs N]`: the hunt for flaky tests. Runs the emulator integration tests
// and the browser tests N times in a row (5 by default), each round on a fresh test stack as
// `npm test` runs them (the same phases), never from Turborepo's cache, and lists each test that failed even once. A test that fails once in N runs is a bug to find, never a reason for retries.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStack, type RunningStack } from '@camping/stack/stack';
import { ensureTestBrowsers } from './chromium.ts';
import { attempt, run } from './run.ts';
import { readTestReport } from './test-reports.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1.');

const root = process.cwd();
const INTEGRATION_PACKAGES = ['apps/functions', 'tools/firestore-rules'];
const env = {
  ...process.env,
  WEB_BUILD_MODE: 'development',
  ...ensureTestBrowsers(),
  CAMPING_STACK: 'test',
};

/** How often each test failed, by its full name. */
const failures = new Map<string, number>();
const count = (name: string) => failures.set(name, (failures.get(name) ?? 0) + 1);

/** Runs one integration task of a package and counts its failed tests. */
async function integrationTests(dir: string, task: string, reportName: string): Promise<void> {
  const report = join(dir, '.test-report', `${reportName}.json`);
  rmSync(report, { force: true });
  if (await attempt('pnpm', ['--dir', dir, 'run', task], env)) return;
  const results = readTestReport(root, report);
  if (!results) count(`${dir} ${task}: the run failed before reporting`);
  for (const failure of results?.failures ?? []) count(failure.name);
}

/** Runs the browser tests and counts each test that did not pass. */
async function browserTests(): Promise<void> {
  const report = join('apps', 'web', '.test-report', 'e2e.json');
  rmSync(report, { force: true });
  // With a trace of each failed test, to see what went wrong (npm test keeps only a screenshot).
  await attempt(
    'pnpm',
    ['--dir', 'apps/web', 'exec', 'playwright', 'test', '--trace', 'retain-on-failure'],
    env,
  );
  const results = readTestReport(root, report);
  if (!results) count('apps/web: the browser tests failed before reporting');
  for (const failure of results?.failures ?? []) count(failure.name);
}

let stack: RunningStack | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}
try {
  run('turbo', ['run', 'build', '--filter=@camping/functions', '--output-logs=errors-only'], env);
  // Each round on a fresh stack with both tiers, as `npm test` runs them: the tests write holds and
  // book out nights where a second run on the same stack would find them taken.
  for (let round = 1; round <= runs; round++) {
    console.log(
      `\n== Round ${round} of ${runs}: integration and browser tests, as npm test runs them ==`,
    );
    stack = await startStack({ profile: 'test', web: 'hosting' });
    // The order of scripts/test.ts: the integration files of shared data alone (there beside the
    // unit tests), then those of their own data beside the browser tests.
    await integrationTests('apps/functions', 'test:integration-shared', 'integration-shared');
    await Promise.all([
      ...INTEGRATION_PACKAGES.map((dir) =>
        integrationTests(dir, 'test:integration', 'integration'),
      ),
      browserTests(),
    ]);
    await stack.stop();
    stack = undefined;
  }
} finally {
  await stack?.stop();
}

console.log('\n== Flaky hunt ==');
if (failures.size === 0) {
  console.log(`Every integration and browser test passed ${runs} times in a row.`);
} else {
  for (const [name, times] of failures) console.log(`failed ${times} of ${runs}: ${name}`);
}
process.exit(failures.size === 0 ? 0 : 1);
