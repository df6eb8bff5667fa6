import {
  CALLABLES,
  type CallableName,
  type CallableResponse,
  type ParsedCallableRequest,
} from '@camping/domain/callables';
import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { callableOptions } from './options.ts';
import { parseInput } from './parse-input.ts';

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
}

/** A request of a signed-in caller: the verified token is there. */
export type SignedInRequest = CallableRequest & { auth: NonNullable<CallableRequest['auth']> };

type RequestFor<Setup extends CallableSetup> = Setup extends { requireSignIn: string }
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
  const { requireSignIn, ...options } = setup;
  const schema = CALLABLES[name].request;
  const callable = onCall<unknown, Promise<CallableResponse<Name>>>(
    { ...callableOptions, ...options },
    async (request) => {
      if (requireSignIn !== undefined && !request.auth) {
        throw new HttpsError('unauthenticated', requireSignIn);
      }
      const data = parseInput(schema, request.data) as ParsedCallableRequest<Name>;
      return handler(data, request as RequestFor<Setup>);
    },
  );
  contractNames.set(callable, name);
  return callable;
}
