// What the JSON reports of one `npm test` say: totals per tier, and each failed test with the start
// of its error. CI keeps only the end of a run's output, so the failures are named there too.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

export type Tier = 'unit' | 'integration' | 'browser';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Failure {
  tier: Tier;
  name: string;
  error: string;
}

/** Vitest's JSON report (the fields read here). */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Playwright's JSON report (the fields read here). */
interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
}

const tierOf = (file: string): Tier =>
  file.startsWith('integration') ? 'integration' : file.startsWith('e2e') ? 'browser' : 'unit';

// eslint-disable-next-line no-control-regex -- the reporters colour their messages
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first lines of an error, without its stack: enough to tell a time-out from a wrong answer. */
function opening(message: string | undefined): string {
  const lines = (message ?? '(no message)').replace(COLOURS, '').split('\n');
  return lines
    .filter((line) => line.trim() && !/^\s*at /.test(line))
    .slice(0, 4)
    .join('\n');
}

function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): Failure[] {
  return suites.flatMap((suite) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    const failed = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => ({
          tier: 'browser' as const,
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          error: opening(test.results.at(-1)?.errors?.[0]?.message),
        })),
    );
    return [...failed, ...playwrightFailures(suite.suites ?? [], path)];
  });
}

function vitestFailures(report: VitestReport, tier: Tier, root: string): Failure[] {
  return report.testResults.flatMap((file) => {
    const where = relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        tier,
        name: `${where} › ${test.fullName}`,
        error: opening(test.failureMessages[0]),
      }));
    // A file that failed outside its tests (an import, a hook) reports no failed test.
    if (tests.length === 0 && file.status === 'failed') {
      return [{ tier, name: where, error: opening(file.message) }];
    }
    return tests;
  });
}

/** One report: its counts and its failed tests; null when there is none at `path`. */
export function readTestReport(
  root: string,
  path: string,
  tier: Tier = tierOf(basename(path)),
): { counts: Counts; failures: Failure[] } | null {
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) {
    const outside = (report.errors ?? []).map((error) => ({
      tier,
      name: `${relative(root, path)} (outside any test)`,
      error: opening(error.message),
    }));
    return {
      counts: {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
      },
      failures: [...playwrightFailures(report.suites), ...outside],
    };
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failures: vitestFailures(report, tier, root),
  };
}

/** Reads every workspace's `.test-report/*.json`. */
export function readTestReports(root: string, workspaces: string[]) {
  const totals: Record<Tier, Counts> = {
    unit: { passed: 0, failed: 0, skipped: 0 },
    integration: { passed: 0, failed: 0, skipped: 0 },
    browser: { passed: 0, failed: 0, skipped: 0 },
  };
  const failures: Failure[] = [];
  for (const workspace of workspaces) {
    const dir = join(root, workspace, '.test-report');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const tier = tierOf(file);
      const report = readTestReport(root, join(dir, file), tier)!;
      for (const key of ['passed', 'failed', 'skipped'] as const) {
        totals[tier][key] += report.counts[key];
      }
      failures.push(...report.failures);
    }
  }
  return { totals, failures };
}
