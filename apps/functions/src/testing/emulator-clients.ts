import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type FunctionsError,
} from 'firebase/functions';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, inject } from 'vitest';
import { FUNCTIONS, type CallableName, type CallableResponse } from '@camping/domain/callables';
import { COLLECTIONS, rateLimitDoc } from '@camping/domain/firestore/paths';
import type { StackInfo } from '@camping/stack/profiles';
import { RATE_LIMITS } from '../shared/limits.ts';
import { windowDocIds, windowsOf } from '../shared/rate-limit.ts';

/**
 * For the integration tests: the web SDK, used as a browser uses it (callables, sign-in), and the
 * Admin SDK, to set up and inspect what lies behind it. Both talk to the test stack's emulators.
 */
export interface EmulatorClients {
  /** The web SDK's Auth: sign in here to call functions as that user. */
  auth: Auth;
  adminAuth: AdminAuth;
  db: Firestore;
  /** A callable of the contract, answering with its response type; any payload can be sent, bad ones too. */
  callable<Name extends CallableName>(
    name: Name,
  ): (data: unknown) => Promise<CallableResponse<Name>>;
  close(): Promise<void>;
}

export function connectEmulatorClients(stack: StackInfo): EmulatorClients {
  const name = `it-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const app = initializeApp({ projectId: stack.projectId, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.authHost}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS.region);
  const [host, port] = stack.functionsOrigin.replace('http://', '').split(':');
  connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port));

  // firebase-admin finds the emulators through the environment; there is no metadata server to
  // look for (the lookup warned once in every file).
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const adminApp = initializeAdminApp({ projectId: stack.projectId }, `${name}-admin`);

  return {
    auth,
    adminAuth: getAdminAuth(adminApp),
    db: getFirestore(adminApp),
    callable<Name extends CallableName>(functionName: Name) {
      const call = httpsCallable<unknown, CallableResponse<Name>>(functions, functionName);
      return async (data: unknown) => (await call(data)).data;
    },
    async close() {
      await deleteApp(app);
      await deleteAdminApp(adminApp);
    },
  };
}

/** The clients of one test file, on the test stack's emulators: connected now, closed after its tests. */
export function emulatorClientsForThisFile(): EmulatorClients {
  const clients = connectEmulatorClients(inject('stack'));
  afterAll(() => clients.close());
  return clients;
}

/** A call that must fail, as the browser sees it: its code and message (without the SDK's " [400]"). */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: FunctionsError['code']; message: string; details: unknown }> {
  try {
    await call;
  } catch (error) {
    const { code, message, details } = error as FunctionsError;
    return { code, message: message.replace(/ \[\d{3}\]$/, ''), details };
  }
  throw new Error('expected the call to fail');
}

/**
 * Forgets rate-limit windows, so a test starts with the full allowance: those of one `caller`
 * (`uid:…`, or `ip:127.0.0.1` for every guest here) under every limit of RATE_LIMITS; without one,
 * every window there is. Only the files of shared data may forget every window (vitest.config.ts):
 * other files and the browser tests count windows of their own while they run. A window some
 * Functions instance found full stays full for that instance until it ends (`FullWindows`): a test
 * that fills one calls as a caller of its own (`newGuest`, or a new customer).
 */
export async function clearRateLimits(db: Firestore, caller?: string): Promise<void> {
  const refs = caller
    ? Object.values(RATE_LIMITS)
        .flatMap((limit) => windowsOf(limit))
        .flatMap((window) => windowDocIds(window, caller))
        .map((id) => db.doc(rateLimitDoc(id)))
    : (await db.collection(COLLECTIONS.rateLimits).get()).docs.map((bucket) => bucket.ref);
  await Promise.all(refs.map((ref) => ref.delete()));
}

/**
 * An ID token of `uid` as the Auth emulator would issue it, but unsigned: the Functions emulator
 * accepts such tokens, so a test can call as any user, logged in at any time, without creating one.
 * Sent as `Authorization: Bearer <token>`, the way the web SDK sends its own.
 */
export function unsignedIdToken(
  projectId: string,
  uid: string,
  claims: { email?: string; authTimeSeconds?: number; custom?: Record<string, unknown> } = {},
): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const email = claims.email ?? `${uid}@example.com`;
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub: uid,
      user_id: uid,
      email,
      auth_time: claims.authTimeSeconds ?? nowSeconds,
      iat: nowSeconds - 60,
      exp: nowSeconds + 3000,
      firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
      ...claims.custom,
    }),
    '',
  ].join('.');
}
