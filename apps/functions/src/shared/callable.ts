import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import {
  CALLABLES,
  type CallableName,
  type CallableResponse,
  type ParsedCallableRequest,
} from '@camping/domain/callables';
import { db } from './admin.ts';
import { guardOrigin } from './allowed-origins.ts';
import { guardDecoding } from './decodable.ts';
import { callableOptions, browserOrigins } from './options.ts';
import { parseInput } from './parse-input.ts';
import { callerOf, enforceRateLimit, refuseIfOverLimit, type RateLimit } from './rate-limit.ts';
import { refuseNonStaff } from './staff-access.ts';

/**
 * What a callable may set for itself on top of the shared options. Region and timeout are the
 * contract's (FUNCTIONS), the same for every callable.
 */
export interface CallableSetup extends Omit<CallableOptions, 'region' | 'timeoutSeconds'> {
  /**
   * Refuse guests with `unauthenticated` and this sentence, before the payload is even read. The
   * handler then always gets a request with `auth`.
   */
  requireSignIn?: string;
  /**
   * Staff only: refuse guests with `unauthenticated` and callers without the `admin` claim (in their
   * token and, now, on their account) with `permission-denied`, before the payload is even read.
   */
  staffOnly?: true;
  /**
   * At most `max` calls per caller (the signed-in uid, else the client's IP address) in each window
   * of `windowSeconds`; past it the call is answered `resource-exhausted` with `tooMany` and when to
   * try again, and the handler does not run. Counted once the payload has parsed.
   */
  rateLimit?: RateLimit;
  /**
   * Refuse a request body larger than this many bytes with `invalid-argument` and `message`, before
   * the payload is read.
   */
  maxBody?: { bytes: number; message: string };
}

/** The size of the request's body in bytes: the raw body when the framework kept it, else its header. */
export function bodyBytesOf(request: Pick<CallableRequest, 'rawRequest' | 'data'>): number {
  const raw = request.rawRequest as
    { rawBody?: { length: number }; headers?: Record<string, unknown> } | undefined;
  if (raw?.rawBody) return raw.rawBody.length;
  const header = Number(raw?.headers?.['content-length']);
  if (Number.isFinite(header) && header > 0) return header;
  return Buffer.byteLength(JSON.stringify({ data: request.data ?? null }) ?? '');
}

/** A request of a signed-in caller: the verified token is there. */
export type SignedInRequest = CallableRequest & { auth: NonNullable<CallableRequest['auth']> };

type RequestFor<Setup extends CallableSetup> = Setup extends
  { requireSignIn: string } | { staffOnly: true }
  ? SignedInRequest
  : CallableRequest;

/** A callable function of the contract: the payload is checked at run time, so it is `unknown` here. */
export type ContractCallable<Name extends CallableName> = CallableFunction<
  unknown,
  Promise<CallableResponse<Name>>
>;

const contractNames = new WeakMap<object, CallableName>();

/** The contract name a function was defined with through defineCallable, if it was. */
export function contractNameOf(value: unknown): CallableName | undefined {
  return typeof value === 'function' ? contractNames.get(value) : undefined;
}

/**
 * Defines the callable `name` of the contract (`CALLABLES` in @camping/domain/callables), with the
 * shared options: the payload is parsed with the contract's request schema (bad input is answered
 * with `invalid-argument` and a sentence per problem) and the handler must answer with the contract's
 * response type. Export the result under `name` from src/index.ts: the export's name is the deployed
 * function's name, and index.test.ts checks the two agree.
 */
export function defineCallable<Name extends CallableName, Setup extends CallableSetup>(
  name: Name,
  setup: Setup,
  handler: (
    data: ParsedCallableRequest<Name>,
    request: RequestFor<Setup>,
  ) => Promise<CallableResponse<Name>>,
): ContractCallable<Name> {
  const { requireSignIn, staffOnly, rateLimit, maxBody, ...options } = setup;
  const schema = CALLABLES[name].request;
  const callable = onCall<unknown, Promise<CallableResponse<Name>>>(
    { ...callableOptions, ...options },
    async (request) => {
      if (requireSignIn !== undefined && !request.auth) {
        throw new HttpsError('unauthenticated', requireSignIn);
      }
      if (staffOnly) {
        // A staff member over the limit is refused on one read, before their account is looked up.
        if (rateLimit) await refuseIfOverLimit(db, rateLimit, callerOf(request));
        await refuseNonStaff(request);
      }
      if (maxBody && bodyBytesOf(request) > maxBody.bytes) {
        throw new HttpsError('invalid-argument', maxBody.message, { reason: 'too-large' });
      }
      const data = parseInput(schema, request.data) as ParsedCallableRequest<Name>;
      if (rateLimit) await enforceRateLimit(db, rateLimit, callerOf(request));
      return handler(data, request as RequestFor<Setup>);
    },
  );
  const guarded = guardOrigin(guardDecoding(callable), browserOrigins);
  contractNames.set(guarded, name);
  return guarded;
}
