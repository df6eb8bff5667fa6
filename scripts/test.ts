// `npm test`: lint, typecheck, unit tests and builds (cached by Turborepo), then the emulator
// integration tests and the browser tests against one local stack that this script starts and
// stops. Prints totals and exits non-zero when anything failed.
import { startStack } from '@camping/stack/stack';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.ts';
import { attempt } from './run.ts';

const root = process.cwd();
const workspaces = ['apps', 'packages', 'tools'].flatMap((group) =>
  existsSync(group) ? readdirSync(group).map((name) => join(group, name)) : [],
);
for (const workspace of workspaces)
  rmSync(join(workspace, '.test-report'), { recursive: true, force: true });

const chromium = ensureChromium();
const env = { ...process.env, CHROME_PATH: chromium };
const failures: string[] = [];

console.log('\n== Lint, typecheck, unit tests, builds ==');
if (
  !attempt('turbo', ['run', 'lint', 'typecheck', 'test', 'build', '--output-logs=new-only'], env)
) {
  failures.push('lint, typecheck, unit tests or build');
}

console.log('\n== Emulator integration tests and browser tests ==');
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
// Interrupted (Ctrl-C, CI timeout): stop the emulators before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}
try {
  stack = await startStack({ profile: 'test', web: 'hosting' });
  const withStack = { ...env, CAMPING_STACK: 'test' };
  if (
    !attempt(
      'turbo',
      ['run', 'test:integration', '--concurrency=1', '--output-logs=full'],
      withStack,
    )
  ) {
    failures.push('integration tests');
  }
  if (!attempt('turbo', ['run', 'e2e', '--concurrency=1', '--output-logs=full'], withStack)) {
    failures.push('browser tests');
  }
} catch (error) {
  console.error((error as Error).message);
  failures.push('local stack');
} finally {
  await stack?.stop();
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Record<'unit' | 'integration' | 'browser', Counts> = {
  unit: { passed: 0, failed: 0, skipped: 0 },
  integration: { passed: 0, failed: 0, skipped: 0 },
  browser: { passed: 0, failed: 0, skipped: 0 },
};
for (const workspace of workspaces) {
  const dir = join(root, workspace, '.test-report');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir)) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const kind = file.startsWith('integration')
      ? 'integration'
      : file.startsWith('e2e')
        ? 'browser'
        : 'unit';
    if (report.stats) {
      totals[kind].passed += report.stats.expected + report.stats.flaky;
      totals[kind].failed += report.stats.unexpected;
      totals[kind].skipped += report.stats.skipped;
    } else {
      totals[kind].passed += report.numPassedTests;
      totals[kind].failed += report.numFailedTests;
      totals[kind].skipped += report.numPendingTests + report.numTodoTests;
    }
  }
}

console.log('\n== Totals ==');
for (const [kind, counts] of Object.entries(totals)) {
  console.log(
    `${kind.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}
const all = Object.values(totals).reduce(
  (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
  { passed: 0, failed: 0 },
);
for (const [kind, counts] of Object.entries(totals)) {
  if (counts.passed === 0) failures.push(`no ${kind} tests ran`);
}
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${all.passed} passed, ${all.failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
