import { join } from 'node:path';
import { FUNCTIONS } from '@camping/domain/callables';
import { SOURCE_CONDITION } from '@camping/workspace/source-condition';
import { REPO_ROOT } from './paths.ts';
import type { ProcessBook } from './processes.ts';
import type { StackInfo } from './profiles.ts';

/** `npm run dev` sweeps every minute, so an e-mail tried again shows up soon after MailDev is back. */
const DEV_SWEEP_SECONDS = 60;

/**
 * Starts apps/functions/src/sweep/local-triggers.ts: what Cloud Functions would run on its own (the
 * Firestore trigger that sends new e-mail and, for `npm run dev`, the scheduled sweep), which the
 * local emulators do not run. The test stack sweeps only when a test asks, so no test races it.
 */
export function startLocalTriggers(book: ProcessBook, info: StackInfo): void {
  const script = join(REPO_ROOT, 'apps', 'functions', 'src', 'sweep', 'local-triggers.ts');
  book.start(
    'local-triggers',
    process.execPath,
    [
      `--conditions=${SOURCE_CONDITION}`,
      script,
      info.firestoreHost,
      info.projectId,
      info.smtpUrl,
      String(info.profile === 'dev' ? DEV_SWEEP_SECONDS : 0),
    ],
    {
      cwd: REPO_ROOT,
      // No Google Cloud metadata server here: don't wait for one.
      env: {
        ...process.env,
        METADATA_SERVER_DETECTION: 'none',
        // The site the e-mails the sweep queues link to (pre-arrival, after the stay).
        ...(info.webUrl ? { SITE_ORIGIN: info.webUrl } : {}),
        // Where the waitlist e-mail's unsubscribe link goes: this stack's functions.
        FUNCTIONS_BASE: `${info.functionsOrigin}/${info.projectId}/${FUNCTIONS.region}`,
      },
      marker: 'local-triggers.ts',
    },
  );
}
