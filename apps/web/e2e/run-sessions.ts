import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneAtATime } from '@camping/stack/one-at-a-time';
import { PROFILES } from '@camping/stack/profiles';

// What the workers of one browser-test run share through files (fixtures.ts): the sessions they
// logged in and the accounts they made, so each is made once a run rather than once a worker.

const DIR = join(tmpdir(), `camping-e2e-${PROFILES.test.ports.firestore}-run`);

/** Forgets the last run's: a new stack has none of its accounts (global-setup.ts). */
export function forgetLastRun(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
}

/** The value this run keeps under `name`, made by `make` for the first worker that asks. */
export function sharedInRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const file = join(DIR, `${encodeURIComponent(name)}.json`);
  return oneAtATime(`run-${encodeURIComponent(name)}`, async () => {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
    const value = await make();
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(value));
    return value;
  });
}
