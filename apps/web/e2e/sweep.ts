import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FUNCTIONS } from '@camping/domain/callables';
import { REPO_ROOT } from '@camping/stack/paths';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { SOURCE_CONDITION } from '@camping/workspace/source-condition';

/**
 * What the sweep does after holds run out, once, as the integration tests ask for it: expire the due
 * holds, then tell the waitlist (apps/functions/src/sweep/tell-waitlist-once.ts, in a process of its
 * own with the test stack's addresses). The test stack sweeps only when a test asks.
 */
export async function expireHoldsAndTellWaitlist(): Promise<{ expired: number; told: number }> {
  const { ports, projectId } = PROFILES.test;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      `--conditions=${SOURCE_CONDITION}`,
      join(REPO_ROOT, 'apps', 'functions', 'src', 'sweep', 'tell-waitlist-once.ts'),
      `${HOST}:${ports.firestore}`,
      projectId,
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // No Google Cloud metadata server here: don't wait for one.
        METADATA_SERVER_DETECTION: 'none',
        SITE_ORIGIN: `http://${HOST}:${ports.web}`,
        FUNCTIONS_BASE: `http://${HOST}:${ports.functions}/${projectId}/${FUNCTIONS.region}`,
      },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { expired: number; told: number };
}
