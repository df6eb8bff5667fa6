import type { Auth } from 'firebase-admin/auth';
import { FUNCTIONS, type CallableName } from '@camping/domain/callables';
import type { StackInfo } from '@camping/stack/profiles';
import { RATE_LIMITS } from '../src/shared/limits.ts';
import {
  callerHeaders,
  createCustomer,
  type TestCustomer,
  type TestGuest,
} from '../src/testing/customers.ts';

/** One caller: a signed-in person (their ID token), or a guest at an address. */
export type Caller = TestCustomer | TestGuest;

export interface BurstCase {
  name: string;
  /** The caller's limit: how many of the burst may be admitted at most. */
  limit: number;
  /** One call as `caller`: the HTTP status of its answer. */
  call(caller: Caller, n: number): Promise<number>;
  /** A fresh caller (each warm-up call and the burst get their own). */
  caller(): Promise<Caller>;
}

let addresses = 0;
export const guest = async (): Promise<Caller> => ({
  address: `198.51.100.${(addresses += 1)}`,
});

export function headersOf(caller: Caller, contentType = 'application/json') {
  return { 'content-type': contentType, ...callerHeaders(caller) };
}

/** What the last answer of each status said, to show beside the figures. */
export const saidWith = new Map<number, string>();

export async function post(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (response.status !== 200) saidWith.set(response.status, text.slice(0, 160));
  return response.status;
}

export function callable(stack: StackInfo, name: CallableName, data: (n: number) => unknown) {
  const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/${name}`;
  return (caller: Caller, n: number) =>
    post(url, JSON.stringify({ data: data(n) }), headersOf(caller));
}

/** The booking a call is about: warm-up calls (numbered below 0) name one that does not exist. */
export const target = (n: number, booking: { bookingId: string }) =>
  n < 0 ? 'warmUpCall' : booking.bookingId;

/** New callers of the stack, one per call: a customer, or a staff member. */
export function callers(stack: StackInfo, adminAuth: Auth) {
  const customer = (): Promise<Caller> => createCustomer(stack, adminAuth, 'burst');
  const staff = (): Promise<Caller> =>
    createCustomer(stack, adminAuth, 'burst-staff', { admin: true });
  /** A staff callable: every staff callable shares one limit per staff member. */
  const staffCall = (name: CallableName, data: (n: number) => unknown): BurstCase => ({
    name,
    limit: RATE_LIMITS.staff.burst.max,
    call: callable(stack, name, data),
    caller: staff,
  });
  return { customer, staffCall };
}
