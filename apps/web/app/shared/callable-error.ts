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

/** The codes whose messages our functions write for people (the error contract of the callables). */
const SPOKEN_CODES = [
  'functions/failed-precondition',
  'functions/invalid-argument',
  'functions/resource-exhausted',
  'functions/not-found',
  'functions/permission-denied',
];

/** The function's own sentence when it wrote one for people, else `fallback`. */
export function spokenMessage(error: unknown, fallback: string): string {
  const { code, message } = callableErrorParts(error);
  return code && SPOKEN_CODES.includes(code) && message ? message : fallback;
}
