// `npm test`: builds; then two lanes: typecheck, unit tests, lint and the rules tests; the emulator
// integration tests of shared data, then the browser tests beside the other integration tests; all
// cached by Turborepo. The local stack (emulators, Hosting) is started only when an integration or
// browser test task has to run for real; when Turborepo has all of them cached it replays their
// reports instead. Prints totals and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { firestoreEmulatorIdentity } from '@camping/stack/emulators';
import { startStack, type RunningStack } from '@camping/stack/stack';
import { ensureTestBrowsers } from './chromium.ts';
import { attempt } from './run.ts';
import { readTestReports } from './test-reports.ts';

const root = process.cwd();
const workspaces = ['apps', 'packages', 'tools'].flatMap((group) =>
  existsSync(group) ? readdirSync(group).map((name) => join(group, name)) : [],
);
for (const workspace of workspaces)
  rmSync(join(workspace, '.test-report'), { recursive: true, force: true });

const browsers = ensureTestBrowsers();
const env = {
  ...process.env,
  // The web build is for the local emulators: a production build needs the real project's config
  // (apps/web/build-steps/build-environment.ts), which tests never have.
  WEB_BUILD_MODE: 'development',
  ...browsers,
  // Part of the integration and browser tasks' cache keys (turbo.json): Node, the browser, the
  // Firestore emulator and its Java are not files of this repository, but the tests exercise them.
  TEST_RUNTIME_FINGERPRINT: runtimeFingerprint(Object.values(browsers)),
};
const failures: string[] = [];

// Run everything even when one task fails, so the totals cover all of it; tasks whose
// dependencies failed do not run.
const CONTINUE = '--continue=dependencies-successful';

// The tiers that need the local stack (docs/decisions/0025-test-suite-time.md). The integration
// files that check or empty what every test shares (rate-limit windows, client error reports, whole
// collections counted, settings) run beside types, unit tests and lint, which never touch the stack;
// once they are done, the browser tests run beside the integration files that keep to their own
// stays, customers and addresses. No lane waits for the other: the cores stay busy.
const toRun = uncachedTasks(['test:integration-shared', 'test:integration', 'e2e']);
let stack: RunningStack | undefined;
const stackEnv = { ...env, CAMPING_STACK: 'test' };

/** Starts the test stack when a stack tier has to run for real; false when it could not start. */
async function stackIfNeeded(): Promise<boolean> {
  if (toRun.length === 0) {
    console.log('All integration and browser test tasks are cached: not starting the local stack.');
    return true;
  }
  console.log(`To run: ${toRun.join(', ')}`);
  try {
    // The Hosting emulator (and the web build it serves) only for the browser tests.
    const web = toRun.some((taskId) => taskId.endsWith('#e2e')) ? 'hosting' : 'none';
    stack = await startStack({ profile: 'test', web });
    return true;
  } catch (error) {
    console.error((error as Error).message);
    failures.push('local stack');
    return false;
  }
}
// Interrupted (Ctrl-C, CI timeout): stop the emulators before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (stack?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}

try {
  console.log('\n== Builds ==');
  // The stack runs what these build (the functions, and the packages they use). Not the web app:
  // the stack builds it for Hosting itself, with its emulators' addresses (tools/stack), and no
  // test reads the other build.
  const builds = ['run', 'build', '--filter=!@camping/web', CONTINUE];
  if (!(await attempt('turbo', builds, env))) failures.push('build');

  // The builds are done: `--only` runs the named tasks without replaying their dependencies, so
  // no build output the running stack serves is rewritten under it.
  const tasks = async (names: string[], what: string, options: string[] = []) => {
    if (!(await attempt('turbo', ['run', ...names, '--only', ...options, CONTINUE], stackEnv))) {
      failures.push(what);
    }
  };
  // Started while the first unit tests run: it mostly waits on the emulators starting.
  const stackReady = stackIfNeeded();
  /** Runs stack tiers on the stack once it is up, or replays them when all are cached. */
  const stackTier = async (names: string[], what: string, options: string[] = []) => {
    if (await stackReady) await tasks(names, what, options);
  };
  const only = (workspace: string) => [`--filter=${workspace}`];

  console.log(
    '\n== Two lanes: types, unit tests and lint, then the rules tests; the integration tests of shared data, then the browser tests beside the other integration tests ==',
  );
  await Promise.all([
    // Two tasks at a time beside the other lane: a busier machine stretched single unit tests past
    // their 5 s time-out. The rules tests use a project of their own: they run beside anything.
    // All of this lane fits in the time the shared integration files take, which mostly wait on
    // the emulators; the browser tests after them need both cores.
    tasks(['typecheck', 'test', 'lint'], 'typecheck, unit tests or lint', ['--concurrency=2']).then(
      () => stackTier(['test:integration'], 'rules tests', only('@camping/firestore-rules')),
    ),
    stackTier(['test:integration-shared'], 'integration tests of shared data').then(() =>
      Promise.all([
        stackTier(['e2e'], 'browser tests'),
        stackTier(['test:integration'], 'integration tests', only('@camping/functions')),
      ]),
    ),
  ]);
} finally {
  await stack?.stop();
}

const { totals, failures: failedTests } = readTestReports(root, workspaces);

// Before the totals, so that the end of the output, which is what CI keeps, names them.
const SHOWN = 12;
if (failedTests.length > 0) {
  console.log('\n== Failed tests ==');
  for (const { tier, name, error } of failedTests.slice(0, SHOWN)) {
    console.log(`\n${tier}: ${name}\n${error.replace(/^/gm, '    ')}`);
  }
  if (failedTests.length > SHOWN) console.log(`\n…and ${failedTests.length - SHOWN} more.`);
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

/**
 * The tasks of `tasks` that Turborepo would run for real (not replay from its cache), as
 * `package#task`; every one of them when it cannot tell.
 */
function uncachedTasks(tasks: string[]): string[] {
  const everything = tasks.map((task) => `*#${task}`);
  // `TURBO_FORCE=1 npm test` runs every task again, ignoring the cache.
  if (/^(1|true)$/i.test(process.env.TURBO_FORCE ?? '')) return everything;
  // With `--only`, as the tasks run: it changes their hashes, and so what the cache holds.
  const result = spawnSync('turbo', ['run', ...tasks, '--only', '--dry=json'], {
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  try {
    if (result.status !== 0) throw new Error(result.stderr);
    const plan = JSON.parse(result.stdout) as {
      tasks: { taskId: string; task: string; command: string; cache: { status: string } }[];
    };
    return plan.tasks
      .filter((task) => tasks.includes(task.task) && task.command !== '<NONEXISTENT>')
      .filter((task) => task.cache.status !== 'HIT')
      .map((task) => task.taskId);
  } catch (error) {
    console.log(`Could not ask Turborepo what is cached (${(error as Error).message.trim()}).`);
    return everything;
  }
}

/** Node's and the browsers' versions, the Firestore emulator and its Java, as a short hash. */
function runtimeFingerprint(browserPaths: string[]): string {
  const browsers = browserPaths.map((path) => {
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    return `${path} ${version || '(no version)'}`;
  });
  const java = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'java'))
    .find((path) => existsSync(path));
  const parts = [
    `node=${process.version}`,
    `browsers=${browsers.join(', ')}`,
    `firestore=${firestoreEmulatorIdentity()}`,
    `java=${java ? realpathSync(java) : 'none'}`,
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}
