import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROFILES } from '@camping/stack/profiles';

const STALE_MS = 5 * 60_000;

/**
 * Runs `work` while no other test of this test stack runs work under the same name: the desktop and
 * mobile projects run in parallel, and some journeys change one shared document (staff save the whole
 * `settings/availability`), so each must see its own change. The lock is a directory, which only one
 * process can create; one older than any test (left by a run that was killed) is taken over.
 */
export async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `camping-e2e-${PROFILES.test.ports.firestore}-${name}.lock`);
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
