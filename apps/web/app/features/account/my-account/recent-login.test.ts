import { describe, expect, it } from 'vitest';
import { needsRecentLogin } from './recent-login.ts';

const failure = (code: string, details?: unknown) =>
  Object.assign(new Error(code), { code, details });

describe('needsRecentLogin', () => {
  it("recognises the identity service's requires-recent-login", () => {
    expect(needsRecentLogin(failure('auth/requires-recent-login'))).toBe(true);
  });

  it('recognises a function that asks for the same', () => {
    expect(
      needsRecentLogin(
        failure('functions/failed-precondition', { reason: 'requires-recent-login' }),
      ),
    ).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(
      needsRecentLogin(failure('functions/failed-precondition', { reason: 'upcoming-booking' })),
    ).toBe(false);
    expect(needsRecentLogin(failure('functions/failed-precondition'))).toBe(false);
    expect(needsRecentLogin(failure('auth/wrong-password'))).toBe(false);
    expect(needsRecentLogin(new Error('offline'))).toBe(false);
  });
});
