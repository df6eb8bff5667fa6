import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { FUNCTIONS, type CallableName } from '@camping/domain/callables';
import type { StackInfo } from '@camping/stack/profiles';
import { unsignedIdToken } from './emulator-clients.ts';
import { requestBody } from './hostile-input.ts';

// Property tests of the callables over HTTP, as an attacker would probe them: generated payloads
// (hostile-input.ts), each answered only with success or a 4xx in the callable protocol's shape.

/** One call of a fuzz run and what it was answered. */
export interface FuzzOutcome {
  body: string;
  /** The signed-in caller (a new one for every call, unless `callers` names them); null for a guest. */
  uid: string | null;
  status: number;
  /** The callable protocol's error, when the call failed. */
  error?: { status: string; message: string };
  /** What the callable answered, when the call succeeded. */
  result?: unknown;
}

export interface FuzzOptions {
  stack: StackInfo;
  callable: CallableName;
  payload: fc.Arbitrary<unknown>;
  /** Share of calls made as a guest (0 to 1); the rest come from a new signed-in user each. */
  guestShare?: number;
  /**
   * Who the signed-in calls come from instead of a new user each: these uids, with these custom
   * claims in their tokens (`{ admin: true }`, for staff callables; the accounts must exist with
   * them where the server reads them). The calls take them in turn, so that calls in flight at the
   * same time come from different accounts: calls from one account at the same time would queue on
   * its rate-limit document.
   */
  callers?: { uid: string; claims?: Record<string, unknown> }[];
  /** At least this many calls in all. */
  calls?: number;
  /** Calls sent at the same time. */
  concurrency?: number;
  /** Further checks of each answered call, e.g. that a failed one wrote nothing. */
  check?: (outcome: FuzzOutcome) => Promise<void>;
}

const preview = (text: string) =>
  text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;

/**
 * How long a call may go unanswered before the run counts it as never answered. A hang, not a
 * latency bound: how fast calls are answered is the bench's to measure (`npm run bench`). A bound
 * of 20 s failed calls of a busy 2-core machine in CI, where the test process and the emulators had
 * a share of the cores the unit tests beside them left (docs/decisions/0025-test-suite-time.md).
 */
const NO_ANSWER_MS = 60_000;

/** Statuses of the callable protocol that mean the server failed, not the caller. */
const SERVER_FAILURES = new Set(['INTERNAL', 'UNKNOWN', 'DATA_LOSS', 'UNIMPLEMENTED']);

/**
 * Sends generated payloads to a callable of the emulator over HTTP, `concurrency` at a time, and
 * asserts that each is answered 200, or 4xx with a protocol error that blames the caller; never a
 * 5xx or INTERNAL. Every call comes from a new signed-in caller (an unsigned ID token, which the
 * emulator accepts), so rate limits do not turn the run into a test of `resource-exhausted`, and what
 * a call wrote can be told apart from what the others wrote; or, with `callers`, from those.
 */
export async function fuzzCallable(options: FuzzOptions): Promise<{ calls: number }> {
  const { stack, guestShare = 0, calls = 300, concurrency = 4 } = options;
  const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/${options.callable}`;
  const call = fc.record({
    body: requestBody(options.payload),
    // Weighted constants: fc.double and fc.integer lean towards their edges, which would make
    // far more of the calls guests than `guestShare` says.
    guest: fc.oneof(
      { weight: Math.round(guestShare * 100), arbitrary: fc.constant(true) },
      { weight: Math.round((1 - guestShare) * 100), arbitrary: fc.constant(false) },
    ),
  });
  let started = 0;
  let sent = 0;

  /** Sends one call; one left unanswered for `withinMs` fails the run, naming what it sent. */
  async function post(body: string, token: string | null, withinMs: number) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body,
        signal: AbortSignal.timeout(withinMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      throw new Error(
        `${options.callable} gave no answer within ${withinMs / 1000} s to ${preview(body)}`,
        { cause: error },
      );
    }
  }

  // The emulator starts a process for a function's first call: 10–12 s for five at once on a
  // loaded 2-core machine. A guest's empty call, which every callable refuses without writing, starts
  // it, so that the calls under test each have NO_ANSWER_MS of a running function.
  const warmUp = await post(JSON.stringify({ data: null }), null, 120_000);
  expect(warmUp.status, `${options.callable} answered its first call`).toBeLessThan(500);

  async function send(body: string, guest: boolean): Promise<FuzzOutcome> {
    const caller = options.callers?.[started++ % options.callers.length];
    const uid = guest ? null : (caller?.uid ?? `fuzz-${randomUUID()}`);
    const token = uid && unsignedIdToken(stack.projectId, uid, { custom: caller?.claims });
    const { status, text } = await post(body, token, NO_ANSWER_MS);
    sent += 1;
    let answer: Pick<FuzzOutcome, 'error' | 'result'>;
    try {
      answer = JSON.parse(text) as Pick<FuzzOutcome, 'error' | 'result'>;
    } catch {
      answer = {};
    }
    const { error, result } = answer ?? {};
    const outcome = {
      body,
      uid,
      status,
      ...(error && { error }),
      ...(result !== undefined && { result }),
    };
    const answered = `${options.callable} answered ${status} ${preview(text)} to ${preview(body)}`;
    if (status !== 200 && (status < 400 || status > 499)) {
      throw new Error(answered);
    }
    if (error && SERVER_FAILURES.has(error.status)) throw new Error(answered);
    try {
      await options.check?.(outcome);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nafter ${answered}`, { cause: error });
    }
    return outcome;
  }

  await fc.assert(
    fc.asyncProperty(
      fc.array(call, { minLength: concurrency, maxLength: concurrency }),
      async (batch) => {
        await Promise.all(batch.map(({ body, guest }) => send(body, guest)));
      },
    ),
    {
      numRuns: Math.ceil(calls / concurrency),
      // One failing call is the finding: report it (the message names it) rather than shrink
      // batches of HTTP calls.
      endOnFailure: true,
      reporter(details) {
        if (details.failed) {
          throw new Error(
            `${String((details.errorInstance as Error | undefined)?.message)}\n(fast-check seed ${details.seed}, path ${details.counterexamplePath})`,
          );
        }
      },
    },
  );
  return { calls: sent };
}
