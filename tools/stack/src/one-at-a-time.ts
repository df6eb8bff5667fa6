import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROFILES } from './profiles.ts';

const STALE_MS = 5 * 60_000;

/**
 * The lock of the availability settings: held by staff changing them in a browser test, and by a test
 * that needs them as stored while it runs.
 */
export const AVAILABILITY_SETTINGS = 'availability-settings';

/** The directory whose existence holds the lock of `name`. */
export const lockOf = (name: string) =>
  join(tmpdir(), `camping-test-${PROFILES.test.ports.firestore}-${name}.lock`);

/**
 * Runs `work` while no other test of this test stack runs work under the same name, in any process:
 * the browser tests' desktop and mobile projects run in parallel, and an integration file beside
 * them. Some journeys change one shared document (staff save the whole `settings/availability`, a
 * blackout closing every campground while it lasts), so each must see its own change, and a test
 * that needs those settings as stored waits for it. The lock is a directory, which only one process
 * can create; one older than any test (left by a run that was killed) is taken over.
 */
export async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = lockOf(name);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      if (
        Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) >
        STALE_MS
      ) {
        rmSync(lock, { recursive: true, force: true });
      }
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
