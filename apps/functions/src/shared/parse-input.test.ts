import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { unavailableDatesRequestSchema } from '@camping/domain/availability/unavailable-dates';
import { parseInput } from './parse-input.ts';

function failure(data: unknown): HttpsError {
  try {
    parseInput(unavailableDatesRequestSchema, data);
  } catch (error) {
    return error as HttpsError;
  }
  throw new Error('expected parseInput to throw');
}

describe('parseInput', () => {
  it('returns the parsed payload', () => {
    const data = { packageId: 'essentials', from: '2026-12-01', to: '2026-12-31' };
    expect(parseInput(unavailableDatesRequestSchema, data)).toEqual(data);
  });

  it('answers invalid-argument with one sentence per problem, naming the field', () => {
    const error = failure({ packageId: 'essentials', from: '2026-02-30' });
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(
      'from: Use a real calendar date written as YYYY-MM-DD. to: This field is required.',
    );
    expect(error.details).toEqual({
      problems: [
        'from: Use a real calendar date written as YYYY-MM-DD.',
        'to: This field is required.',
      ],
    });
  });

  it('explains a missing payload', () => {
    expect(failure(undefined).message).toBe(
      'The request must be an object with the documented fields.',
    );
    expect(failure('2026-12-01').message).toBe(
      'The request must be an object with the documented fields.',
    );
  });
});
