import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  startFirebaseEmulators,
  startFunctionsGateway,
  startGoogleFirestoreEmulator,
  usesGoogleFirestoreEmulator,
} from './emulators.ts';
import { startLocalTriggers } from './local-triggers.ts';
import { startMailInbox } from './mail-inbox.ts';
import { REPO_ROOT, stackFile, stateDir } from './paths.ts';
import { ProcessBook, assertPortFree, httpOk, waitFor } from './processes.ts';
import { HOST, PROFILES, stackInfo, type StackInfo, type StackProfile } from './profiles.ts';
import { clearEmulatorData, seedDemoData } from './seed.ts';

export interface RunningStack {
  info: StackInfo;
  stop(): Promise<void>;
}

export interface StackOptions {
  profile: StackProfile['name'];
  /**
   * The web app: `dev` runs the Vite dev server (hot reload); `hosting` builds the app for this stack
   * and serves it with the Hosting emulator, exactly as production serves it; `none` skips it.
   */
  web: 'dev' | 'hosting' | 'none';
  log?: (message: string) => void;
}

const WEB_DIR = join(REPO_ROOT, 'apps', 'web');
// One build per port set, so parallel test stacks never serve each other's build.
const E2E_BUILD_DIR = process.env.STACK_PORT_OFFSET
  ? `build-e2e-${process.env.STACK_PORT_OFFSET}`
  : 'build-e2e';

/** Builds the web app for this stack's Hosting emulator, with the emulators' addresses written in. */
async function buildWebFor(info: StackInfo): Promise<void> {
  const build = spawn('pnpm', ['run', 'build'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      ...webEnvironment(info),
      WEB_BUILD_DIR: E2E_BUILD_DIR,
      WEB_BUILD_MODE: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(build, 'close')) as [number | null];
  if (code !== 0) throw new Error('Building apps/web for the test stack failed.');
}

/** The environment the web app reads (apps/web/app/firebase/config.ts) to talk to these emulators. */
export function webEnvironment(info: StackInfo): Record<string, string> {
  return {
    VITE_FIREBASE_PROJECT_ID: info.projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${info.projectId}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_FIRESTORE_EMULATOR_HOST: info.firestoreHost,
    VITE_AUTH_EMULATOR_HOST: info.authHost,
    VITE_FUNCTIONS_EMULATOR_HOST: info.functionsOrigin.replace('http://', ''),
  };
}

/**
 * Starts Firestore, Auth and Functions emulators (and optionally the web dev server), seeds the demo
 * data, and returns a handle that stops everything it started. Functions must already be built.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((message: string) => console.log(message));
  const profile = PROFILES[options.profile];
  const book = new ProcessBook(stateDir(profile.name), join(stateDir(profile.name), 'logs'));
  await book.stopLeftovers();
  const { ports } = profile;
  for (const [what, port] of Object.entries(ports)) {
    if (what !== 'web' || options.web !== 'none') await assertPortFree(port, HOST, what);
  }

  const info = stackInfo(profile, options.web !== 'none');
  try {
    const googleFirestore = usesGoogleFirestoreEmulator();
    const hosting = options.web === 'hosting';
    // None of these needs another to start: together they take as long as the slowest, the
    // Firebase CLI, which mostly loads itself and the functions (13 s of 23 on a quiet 2-core
    // machine, when they started one after another). The Hosting emulator reads its directory only
    // when asked for a file, and nothing asks before the stack is up.
    const step = (message: string, start: () => Promise<unknown>) => {
      log(message);
      return start();
    };
    const steps: Promise<unknown>[] = [];
    if (googleFirestore) {
      steps.push(
        step(`Starting Google's Firestore emulator on ${info.firestoreHost}`, () =>
          startGoogleFirestoreEmulator(book, profile),
        ),
      );
    }
    if (hosting) steps.push(step('Building the web app for this stack', () => buildWebFor(info)));
    steps.push(
      step(`Starting MailDev (SMTP ${info.smtpUrl}, inbox ${info.mailInboxUrl})`, () =>
        startMailInbox(book, profile),
      ),
      step(
        `Starting the ${hosting ? 'Auth, Functions and Hosting' : 'Auth and Functions'} emulators`,
        () =>
          startFirebaseEmulators(book, profile, {
            firestore: !googleFirestore,
            hostingPublicDir: hosting ? `apps/web/${E2E_BUILD_DIR}/client` : null,
          }),
      ),
    );
    const devServerUrl = options.web === 'dev' && info.webUrl;
    if (devServerUrl) {
      steps.push(
        step(`Starting the web dev server on ${devServerUrl}`, () =>
          startWebDevServer(book, info, ports.web),
        ),
      );
    }
    await allOrFirstError(steps);
    await startFunctionsGateway(book, profile);
    await clearEmulatorData(info);
    startLocalTriggers(book, info);
    await seedDemoData(info);
    log('Seeded the demo catalogue and accounts');
  } catch (error) {
    await book.stopAll();
    throw new Error(`${(error as Error).message}\nLogs: ${join(stateDir(profile.name), 'logs')}`, {
      cause: error,
    });
  }

  mkdirSync(stateDir(profile.name), { recursive: true });
  writeFileSync(stackFile(profile.name), JSON.stringify(info, null, 2));
  return {
    info,
    async stop() {
      rmSync(stackFile(profile.name), { force: true });
      await book.stopAll();
    },
  };
}

/** Waits for every step to end, then fails with the first that failed: none is left running unseen. */
async function allOrFirstError(steps: Promise<unknown>[]) {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
}

async function startWebDevServer(
  book: ProcessBook,
  info: StackInfo,
  port: number,
): Promise<string> {
  const service = book.start(
    'web',
    join(WEB_DIR, 'node_modules', '.bin', 'vite'),
    ['--host', HOST, '--port', String(port), '--strictPort'],
    { cwd: WEB_DIR, env: { ...process.env, ...webEnvironment(info) } },
  );
  const url = `http://${HOST}:${port}`;
  await waitFor('The web dev server', () => httpOk(url), 60_000, service);
  return url;
}

/**
 * A second web dev server for a running stack, on its own port and with its own log: the browser
 * tests check with it that `npm run dev` serves what the build serves.
 */
export async function startExtraWebDevServer(
  info: StackInfo,
  port: number,
): Promise<{ url: string; log(): string; stop(): Promise<void> }> {
  const dir = join(stateDir(info.profile), 'extra-web-dev-server');
  const book = new ProcessBook(dir, dir);
  await book.stopLeftovers();
  await assertPortFree(port, HOST, 'web dev server');
  try {
    const url = await startWebDevServer(book, info, port);
    return {
      url,
      log: () => readFileSync(join(dir, 'web.log'), 'utf8'),
      stop: () => book.stopAll(),
    };
  } catch (error) {
    await book.stopAll();
    throw error;
  }
}

/** The stack a parent process (scripts/test.ts) started and announced through CAMPING_STACK, if any. */
export function runningStack(profile: StackProfile['name']): StackInfo | null {
  if (process.env.CAMPING_STACK !== profile) return null;
  try {
    return JSON.parse(readFileSync(stackFile(profile), 'utf8')) as StackInfo;
  } catch {
    return null;
  }
}
