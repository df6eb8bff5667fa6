import { randomBytes } from 'node:crypto';
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { FUNCTIONS, type CallableName } from '@camping/domain/callables';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { StackInfo } from '@camping/stack/profiles';
import { clearArrival } from '@camping/stack/test-days';

/**
 * Signed-in customers for the integration tests, without a browser SDK each: the Auth emulator's REST
 * sign-in gives an ID token, and callables are called over HTTP with it, as the web SDK calls them.
 * Many customers can then call at the same instant (races), each with their own rate limits.
 */
export interface TestCustomer {
  uid: string;
  email: string;
  idToken: string;
}

export async function createCustomer(
  stack: StackInfo,
  adminAuth: AdminAuth,
  label = 'customer',
  /** Custom claims set before signing in, so the ID token carries them (`{ admin: true }`: staff). */
  claims?: Record<string, unknown>,
): Promise<TestCustomer> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'campfire-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  if (claims) await adminAuth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, idToken: (await signIn(stack, email, password)).idToken };
}

/** Signs in on the Auth emulator's REST API, as the web SDK does: a fresh ID token, with the claims of now. */
export async function signIn(
  stack: StackInfo,
  email: string,
  password = 'campfire-1',
): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken: string; refreshToken: string };
}

export interface CallableAnswer<Result = unknown> {
  status: number;
  result?: Result;
  error?: { status: string; message: string; details?: unknown };
}

/** A guest calling from an address of their own: Google's front end appends it to X-Forwarded-For. */
export interface TestGuest {
  address: string;
}

/**
 * A guest at an address no other test calls from. A test that fills a guest's limit must use one:
 * every Functions instance that found the limit full refuses that caller until the window ends,
 * without reading it again (`FullWindows`), so emptying Firestore does not give the allowance back.
 */
export function newGuest(): TestGuest {
  const group = () => randomBytes(2).toString('hex');
  return { address: `2001:db8:${group()}:${group()}:${group()}::1` };
}

/** Who a request comes from, in the headers the web SDK and Google's front end would give it. */
export function callerHeaders(caller?: TestCustomer | TestGuest): Record<string, string> {
  if (!caller) return {};
  return 'idToken' in caller
    ? { authorization: `Bearer ${caller.idToken}` }
    : { 'x-forwarded-for': caller.address };
}

/** Calls a callable over HTTP as `caller` (a customer, a guest of their own, else a guest of this machine). */
export async function callAs<Result = unknown>(
  stack: StackInfo,
  name: CallableName,
  data: unknown,
  caller?: TestCustomer | TestGuest,
): Promise<CallableAnswer<Result>> {
  const response = await fetch(
    `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callerHeaders(caller) },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as Omit<CallableAnswer<Result>, 'status'>;
  return { status: response.status, ...body };
}

/** The URL of an HTTP function of the test stack. */
export const functionUrl = (stack: StackInfo, name: string) =>
  `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/${name}`;

/**
 * The arrival `offset` days ahead, counted outside 15 December to 31 January (the demo data's
 * Christmas blackout and the summer peak's longer minimum stay), whose stay of `nights`, its departure
 * included, keeps clear of them: tests keep apart and pass whatever day they run on (`clearArrival`).
 */
export function plainArrival(today: IsoDate, offset: number, nights = 2): IsoDate {
  return clearArrival(today, offset, nights + 1);
}

/**
 * As plainArrival, on the 26th to the 28th of a month, for a test that counts a day's crew while the
 * browser tests run beside it: they arrive by the 18th (`arrivalFor` in apps/web/e2e/stay-calendar.ts)
 * or, moving a stay, by the 25th, and leave by the 27th, so none of their set-ups or pack-downs
 * falls on this stay's first or last day.
 */
export function lateInMonthArrival(today: IsoDate, offset: number, nights = 2): IsoDate {
  return clearArrival(today, offset, nights + 1, lateInMonth);
}

const lateInMonth = (arrival: IsoDate) => {
  const day = Number(arrival.slice(8));
  return day >= 26 && day <= 28;
};
