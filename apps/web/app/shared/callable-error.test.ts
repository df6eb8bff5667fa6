import { describe, expect, it } from 'vitest';
import { callableErrorParts, spokenMessage } from './callable-error.ts';

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
const fallback = 'We could not save this. Check your connection and try again.';

describe('spokenMessage', () => {
  it("says the function's own sentence for a refusal, bad input, a limit or a login it asks for", () => {
    for (const [code, sentence] of [
      ['functions/failed-precondition', 'This booking has already been cancelled.'],
      ['functions/invalid-argument', 'message: Keep your message to 2000 characters or fewer.'],
      ['functions/resource-exhausted', 'Too many messages. Try again in 5 minutes.'],
      ['functions/not-found', 'We could not find that booking.'],
      ['functions/permission-denied', 'Only staff can do that.'],
      ['functions/unauthenticated', 'Log in to delete your account.'],
    ] as const) {
      expect(spokenMessage(failure(code, sentence), fallback)).toBe(sentence);
    }
  });

  it('leaves out the HTTP status the SDK appends', () => {
    const error = failure('functions/invalid-argument', 'Enter your name. [400]');
    expect(spokenMessage(error, fallback)).toBe('Enter your name.');
  });

  it('says the fallback for words not written for people, or none', () => {
    expect(spokenMessage(failure('functions/internal', 'INTERNAL'), fallback)).toBe(fallback);
    expect(spokenMessage(failure('functions/unavailable', 'Failed to fetch'), fallback)).toBe(
      fallback,
    );
    expect(spokenMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(spokenMessage(failure('functions/invalid-argument', '  '), fallback)).toBe(fallback);
    expect(spokenMessage(undefined, fallback)).toBe(fallback);
  });
});

describe('callableErrorParts', () => {
  it('reads the code, the message without its status, and the details', () => {
    const error = Object.assign(failure('functions/failed-precondition', 'Taken. [400]'), {
      details: { reason: 'unavailable' },
    });
    expect(callableErrorParts(error)).toEqual({
      code: 'functions/failed-precondition',
      message: 'Taken.',
      details: { reason: 'unavailable' },
    });
  });
});
