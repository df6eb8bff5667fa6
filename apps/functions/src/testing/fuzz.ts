import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { FUNCTIONS, type CallableName } from '@camping/domain/callables';
import type { StackInfo } from '@camping/stack/profiles';
import { unsignedIdToken } from './emulator-clients.ts';

// Property tests of the callables over HTTP, as an attacker would probe them: generated payloads,
// most of them hostile, each answered only with success or a 4xx in the callable protocol's shape.

/** Text that has broken endpoints before: control and invisible characters, lone surrogates, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
      .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e',
      '\u200b',
      '\n\t\r',
      '💥',
      '𝔘',
      '<script>',
    ),
  },
  // Past every bound, and past Firestore's 1 MiB document limit.
  {
    weight: 1,
    arbitrary: fc.constantFrom(300, 5_000, 100_000, 1_100_000).map((n) => 'x'.repeat(n)),
  },
);

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar dates and instants out of every range: year 9999, month 13, day 0, 30 February. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(0, 1, 1999, 2000, 2100, 2101, 9999, 10_000, 275_760),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`),
  fc.constantFrom(
    '2026-02-30',
    '2026-13-45T99:99:99Z',
    '+275760-09-13',
    '-000001-01-01',
    '2026-1-1',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

const LONG_TYPE = 'type.googleapis.com/google.protobuf.Int64Value';

/** The callable protocol's typed values (`{"@type": ...}`), which its decoder reads, or throws on. */
export const protocolObject: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    '@type': fc.constantFrom(
      LONG_TYPE,
      'type.googleapis.com/google.protobuf.UInt64Value',
      'type.googleapis.com/google.protobuf.Any',
      '',
    ),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('12')),
  }),
  fc.record({ '@type': fc.jsonValue() }),
);

/** Structures no schema expects: deep nesting, long arrays, prototype keys. */
export const nestedJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 50, max: 2_000 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? { value } : [value];
    return value;
  }),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}')),
);

/** Any hostile value: for a whole payload or for one field of it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: protocolObject },
  { weight: 1, arbitrary: nestedJunk },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
    ),
  },
);

/**
 * Payloads for a callable whose valid fields `fields` generates: some entirely valid (so the success
 * path runs too), most with each field valid, hostile or missing and extra fields besides, and some
 * hostile as a whole.
 */
export function hostilePayload(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  const mixed = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileValue }),
    ]),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.record(fields) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.record(mixed, { requiredKeys: Object.keys(fields).slice(0, 1) }),
          fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
        )
        .map(([payload, extra]) => ({ ...extra, ...payload })),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Request bodies: mostly the protocol's `{"data": payload}`, sometimes not even that. */
function requestBody(payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 15, arbitrary: payload.map((data) => JSON.stringify({ data })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'not json', '[]', 'null', '"data"', '{"dat":1}', '{"data":1'),
    },
  );
}

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

  // The emulator starts a process for a function's first call: 10–12 s for five at once on a
  // loaded 2-core machine. A guest's empty call, which every callable refuses without writing, starts
  // it, so that the calls under test each have NO_ANSWER_MS of a running function.
  const warmUp = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: null }),
    signal: AbortSignal.timeout(120_000),
  });
  expect(warmUp.status, `${options.callable} answered its first call`).toBeLessThan(500);

  async function send(body: string, guest: boolean): Promise<FuzzOutcome> {
    const caller = options.callers?.[started++ % options.callers.length];
    const uid = guest ? null : (caller?.uid ?? `fuzz-${randomUUID()}`);
    const token = uid && unsignedIdToken(stack.projectId, uid, { custom: caller?.claims });
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body,
        signal: AbortSignal.timeout(NO_ANSWER_MS),
      });
      text = await response.text();
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      throw new Error(
        `${options.callable} gave no answer within ${NO_ANSWER_MS / 1000} s to ${preview(body)}`,
        { cause: error },
      );
    }
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
      status: response.status,
      ...(error && { error }),
      ...(result !== undefined && { result }),
    };
    const answered = `${options.callable} answered ${response.status} ${preview(text)} to ${preview(body)}`;
    if (response.status !== 200 && (response.status < 400 || response.status > 499)) {
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
