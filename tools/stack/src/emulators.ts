import { existsSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS } from '@camping/domain/callables';
import { REPO_ROOT, stateDir } from './paths.ts';
import { httpOk, waitFor, type ProcessBook } from './processes.ts';
import { HOST, type StackProfile } from './profiles.ts';

/**
 * Google's Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator) runs on
 * Java 17. firebase-tools' own Firestore emulator needs Java 21 and a download, so it is used only
 * where the Google one is not installed (docs/decisions/0002-local-stack-on-real-emulators.md).
 */
const GOOGLE_FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

export function usesGoogleFirestoreEmulator(): boolean {
  return existsSync(GOOGLE_FIRESTORE_EMULATOR);
}

/**
 * Which Firestore emulator a stack on this machine runs, precisely enough that `npm test` can tell
 * Turborepo's cache when it changed (an upgraded package): Google's, by its jar's size and date;
 * else firebase-tools' own, whose version the lockfile already pins.
 */
export function firestoreEmulatorIdentity(): string {
  if (!usesGoogleFirestoreEmulator()) return 'firebase-tools';
  const jar = join(
    dirname(realpathSync(GOOGLE_FIRESTORE_EMULATOR)),
    'cloud-firestore-emulator.jar',
  );
  if (!existsSync(jar)) return `google:${GOOGLE_FIRESTORE_EMULATOR}`;
  const { size, mtimeMs } = statSync(jar);
  return `google:${jar}:${size}:${Math.round(mtimeMs)}`;
}

/**
 * The Firestore emulator lives for one test run or one dev session: its JIT compiles with C1 only,
 * and one GC thread collects. On two cores, C2's compiling cost more than it gained: the staff fuzz
 * used 40% less of the emulator's CPU (13 s against 8 s) in the same time.
 */
const SHORT_LIVED_JVM = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

export async function startGoogleFirestoreEmulator(book: ProcessBook, profile: StackProfile) {
  const port = profile.ports.firestore;
  const service = book.start(
    'firestore',
    GOOGLE_FIRESTORE_EMULATOR,
    [
      'start',
      `--host=${HOST}`,
      `--port=${port}`,
      `--rules=${join(REPO_ROOT, 'firestore.rules')}`,
      `--project_id=${profile.projectId}`,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, JAVA_TOOL_OPTIONS: SHORT_LIVED_JVM } },
  );
  await waitFor('The Firestore emulator', () => httpOk(`http://${HOST}:${port}/`), 60_000, service);
}

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The project deployed to (.firebaserc's `production` alias), whose functions firebase.json names. */
export function productionProjectId(): string {
  const firebaserc = JSON.parse(readFileSync(join(REPO_ROOT, '.firebaserc'), 'utf8')) as {
    projects: Record<string, string>;
  };
  const project = firebaserc.projects.production;
  if (!project) throw new Error('.firebaserc names no production project.');
  return project;
}

/** Where a project's deployed functions answer, e.g. for the CSP's connect-src. */
export const deployedFunctionsOrigin = (projectId: string) =>
  `https://${FUNCTIONS.region}-${projectId}.cloudfunctions.net`;

/**
 * The production headers for a local stack: the CSP also allows the emulators' loopback origins,
 * sends violation reports (report-uri) to the Functions emulator instead of production, and does not
 * upgrade requests, as everything local is plain http.
 */
export function localHostingHeaders(
  rules: HostingHeaderRule[],
  profile: StackProfile,
): HostingHeaderRule[] {
  const deployed = `${deployedFunctionsOrigin(productionProjectId())}/`;
  const emulated = `http://${HOST}:${profile.ports.functions}/${profile.projectId}/${FUNCTIONS.region}/`;
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      const value = header.value.replaceAll(deployed, emulated);
      return header.key !== 'Content-Security-Policy'
        ? { ...header, value }
        : {
            ...header,
            value: value
              .replace('connect-src', `connect-src http://${HOST}:* ws://${HOST}:*`)
              .replace('frame-src', `frame-src http://${HOST}:*`)
              .replace(/;\s*upgrade-insecure-requests/, ''),
          };
    }),
  }));
}

/**
 * firebase.json with this profile's ports (and the folder Hosting serves), written beside it so
 * relative paths still resolve.
 */
function writeProfileConfig(profile: StackProfile, hostingPublicDir: string | null): string {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8'));
  const { ports } = profile;
  if (hostingPublicDir) {
    config.hosting.public = hostingPublicDir;
    config.hosting.headers = localHostingHeaders(config.hosting.headers, profile);
  }
  config.emulators = {
    ...config.emulators,
    auth: { host: HOST, port: ports.auth },
    functions: { host: HOST, port: ports.functionsEmulator },
    firestore: { host: HOST, port: ports.firestore },
    hub: { host: HOST, port: ports.hub },
    logging: { host: HOST, port: ports.logging },
    hosting: { host: HOST, port: ports.web },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  const path = join(
    REPO_ROOT,
    `firebase.${profile.name}-${profile.ports.firestore}.generated.json`,
  );
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

export interface FirebaseEmulatorOptions {
  /** Let firebase-tools run Firestore too (when Google's emulator is not installed). */
  firestore: boolean;
  /** Serve this folder (relative to the repository) with the Hosting emulator, as in production. */
  hostingPublicDir: string | null;
}

/**
 * How long the Functions emulator waits for a worker it starts (its 30 s by default). It drops a
 * request whose worker takes longer, never answering it: on a 2-core machine busy with the tests,
 * five workers starting at once took over 30 s in CI (docs/decisions/0025-test-suite-time.md).
 */
const WORKER_START_MS = 90_000;

/**
 * How long the gateway waits for the emulator to start answering a request before answering it
 * itself (functions-gateway.ts): a worker's start, then the longest a function may run.
 */
const ANSWER_WITHIN_MS = WORKER_START_MS + FUNCTIONS.timeoutMs + 10_000;

export async function startFirebaseEmulators(
  book: ProcessBook,
  profile: StackProfile,
  options: FirebaseEmulatorOptions,
) {
  const only = [
    'auth',
    'functions',
    options.firestore && 'firestore',
    options.hostingPublicDir && 'hosting',
  ]
    .filter(Boolean)
    .join(',');
  const service = book.start(
    'firebase-emulators',
    join(REPO_ROOT, 'node_modules', '.bin', 'firebase'),
    [
      'emulators:start',
      '--only',
      only,
      '--project',
      profile.projectId,
      '--config',
      writeProfileConfig(profile, options.hostingPublicDir),
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // The functions runtime reads Firestore from here when firebase-tools does not manage it.
        FIRESTORE_EMULATOR_HOST: `${HOST}:${profile.ports.firestore}`,
        NO_UPDATE_NOTIFIER: '1',
        // The CLI's debug log (each function call's worker and queue chatter) beside this stack's
        // other logs, instead of the repository's root, which every stack running at once shared.
        FIREBASE_DEBUG_PATH: book.logFileFor('firebase-debug'),
        // Where payments send the customer back to: this stack's web app.
        SITE_ORIGIN: `http://${HOST}:${profile.ports.web}`,
        // Links from e-mails to this stack's HTTP functions (the waitlist's unsubscribe page).
        FUNCTIONS_BASE: `http://${HOST}:${profile.ports.functions}/${profile.projectId}/${FUNCTIONS.region}`,
        // Every e-mail goes out over SMTP to this stack's MailDev (mail-inbox.ts).
        SMTP_URL: `smtp://${HOST}:${profile.ports.smtp}`,
        // No Google Cloud metadata server here: don't wait for one.
        METADATA_SERVER_DETECTION: 'none',
        FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_START_MS / 1000),
        // Every Functions worker the emulator starts reuses the code the ones before compiled.
        NODE_COMPILE_CACHE: join(stateDir(profile.name), 'compile-cache'),
        NODE_OPTIONS: [
          process.env.NODE_OPTIONS,
          `--import=${pathToFileURL(join(import.meta.dirname, 'flush-compile-cache.ts')).href}`,
        ]
          .filter(Boolean)
          .join(' '),
      },
    },
  );
  await waitFor(
    'The Firebase emulators',
    async () => {
      const output = readFileSync(service.logFile, 'utf8');
      if (/Failed to load function/.test(output)) {
        throw new Error(
          `The Functions emulator could not load apps/functions/dist:\n${output.slice(-2000)}`,
        );
      }
      return /All emulators ready/.test(output);
    },
    120_000,
    service,
  );
}

/**
 * The gateway in front of the Functions emulator (functions-gateway.ts), on the port everything
 * calls: at most FUNCTIONS_GATEWAY_PER_FUNCTION (default 2) requests of one function run at once,
 * and none is left without an answer.
 */
export async function startFunctionsGateway(book: ProcessBook, profile: StackProfile) {
  const { functions, functionsEmulator } = profile.ports;
  const service = book.start(
    'functions-gateway',
    process.execPath,
    [
      join(REPO_ROOT, 'tools', 'stack', 'src', 'functions-gateway.ts'),
      String(functions),
      String(functionsEmulator),
      HOST,
      process.env.FUNCTIONS_GATEWAY_PER_FUNCTION ?? '2',
      String(ANSWER_WITHIN_MS),
    ],
    { cwd: REPO_ROOT, env: process.env, marker: 'functions-gateway.ts' },
  );
  await waitFor(
    'The functions gateway',
    () => httpOk(`http://${HOST}:${functions}/`),
    10_000,
    service,
  );
}
