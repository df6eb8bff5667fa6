/** The parts of a callable's failure the pages act on (FunctionsError: code, message, details). */
export interface CallableErrorParts {
  code: string | undefined;
  message: string | undefined;
  details: unknown;
}

export function callableErrorParts(error: unknown): CallableErrorParts {
  const { code, message, details } = (error ?? {}) as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    // The Firebase SDK may append the HTTP status (" [400]"): not for people.
    message:
      typeof message === 'string' && message.trim()
        ? message.replace(/ \[\d{3}\]$/, '')
        : undefined,
    details,
  };
}

/**
 * The codes whose messages our functions write for people (the error contract of the callables:
 * refusals, bad input, rate limits, and `unauthenticated` with defineCallable's `requireSignIn`).
 * Any other failure (internal, unavailable, no connection) carries the SDK's or the server's own
 * words, which are not for people.
 */
const SPOKEN_CODES = [
  'functions/failed-precondition',
  'functions/invalid-argument',
  'functions/resource-exhausted',
  'functions/not-found',
  'functions/permission-denied',
  'functions/unauthenticated',
];

/**
 * What to tell a person when a call failed: the function's own sentence when it wrote one for people,
 * else `fallback` (what went wrong and what to do next, docs/style-guide.md). The one place a failed
 * call becomes words.
 */
export function spokenMessage(error: unknown, fallback: string): string {
  const { code, message } = callableErrorParts(error);
  return code && SPOKEN_CODES.includes(code) && message ? message : fallback;
}
