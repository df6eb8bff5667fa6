import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_ERROR_CODE_BY_STATUS,
  INVALID_FUNCTION_RESPONSE,
  functionsErrorCodeForStatus,
} from './functions-errors.ts';

describe('functionsErrorCodeForStatus', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ])('maps %i to %s', (status, code) => {
    expect(functionsErrorCodeForStatus(status)).toBe(code);
  });

  it('maps success to ok and anything unlisted to unknown', () => {
    expect(functionsErrorCodeForStatus(200)).toBe('ok');
    expect(functionsErrorCodeForStatus(204)).toBe('ok');
    expect(functionsErrorCodeForStatus(418)).toBe('unknown');
    expect(functionsErrorCodeForStatus(502)).toBe('unknown');
  });

  it('lists exactly the eleven statuses of the spec', () => {
    expect(Object.keys(FUNCTIONS_ERROR_CODE_BY_STATUS)).toHaveLength(11);
  });

  it('keeps the spec wording of invalid responses', () => {
    expect(INVALID_FUNCTION_RESPONSE.notJsonObject).toBe('Response is not valid JSON object.');
    expect(INVALID_FUNCTION_RESPONSE.missingData).toBe('Response is missing data field.');
  });
});
