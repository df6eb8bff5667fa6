import { describe, expect, it } from 'vitest';
import { checkoutFailure } from './checkout-failure.ts';

const refusal = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

describe('checkoutFailure', () => {
  it('a stay taken while choosing: the plain message, pick again, a new attempt', () => {
    const failure = checkoutFailure(
      refusal(
        'failed-precondition',
        'Sorry, Sat 5 Dec 2026 is no longer available. Choose other dates.',
        { reason: 'unavailable', nights: ['2026-12-05'] },
      ),
    );
    expect(failure).toEqual({
      message: 'Sorry, Sat 5 Dec 2026 is no longer available. Choose other dates.',
      pickStayAgain: true,
      newAttempt: true,
    });
  });

  it('no crew free that day: pick again too', () => {
    const failure = checkoutFailure(
      refusal('failed-precondition', 'Our crew is fully booked that day.', {
        reason: 'crew-unavailable',
        date: '2026-12-05',
      }),
    );
    expect(failure.pickStayAgain).toBe(true);
  });

  it('a stay rule: the server’s sentence, the stay kept', () => {
    const failure = checkoutFailure(
      refusal('failed-precondition', 'Stays are at least 2 nights.', { reason: 'dates' }),
    );
    expect(failure).toEqual({
      message: 'Stays are at least 2 nights.',
      pickStayAgain: false,
      newAttempt: true,
    });
  });

  it('bad input and rate limits: the server’s sentence without the HTTP status', () => {
    expect(
      checkoutFailure(refusal('invalid-argument', 'Enter a phone number. [400]')).message,
    ).toBe('Enter a phone number.');
    expect(
      checkoutFailure(refusal('resource-exhausted', 'Too many tries: wait a minute.')).message,
    ).toBe('Too many tries: wait a minute.');
  });

  it('a lost session or an unknown failure: what to do next, the same attempt kept', () => {
    expect(checkoutFailure(refusal('unauthenticated', 'x')).message).toMatch(/Log in again/);
    const offline = checkoutFailure(new TypeError('Failed to fetch'));
    expect(offline).toEqual({
      message: 'We could not start your payment. Check your connection and try again.',
      pickStayAgain: false,
      newAttempt: false,
    });
  });
});
