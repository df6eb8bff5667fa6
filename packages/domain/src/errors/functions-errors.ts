/** HTTP status of a function call -> the error code the client sees (spec section 8). */
export const FUNCTIONS_ERROR_CODE_BY_STATUS = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
} as const;

export type FunctionsErrorCode =
  | (typeof FUNCTIONS_ERROR_CODE_BY_STATUS)[keyof typeof FUNCTIONS_ERROR_CODE_BY_STATUS]
  | 'ok'
  | 'unknown';

export function functionsErrorCodeForStatus(status: number): FunctionsErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  return (
    FUNCTIONS_ERROR_CODE_BY_STATUS[status as keyof typeof FUNCTIONS_ERROR_CODE_BY_STATUS] ??
    'unknown'
  );
}

/** Messages of an invalid function response (spec section 8). */
export const INVALID_FUNCTION_RESPONSE = {
  notJsonObject: 'Response is not valid JSON object.',
  missingData: 'Response is missing data field.',
} as const;
