import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  GENERIC_AUTH_ERROR_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SESSION_ENDING_CODES,
  authErrorMessage,
} from './auth-errors.ts';

const SPEC_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'requires-recent-login',
  'user-token-expired',
  'password-does-not-meet-requirements',
  'popup-blocked',
  'popup-closed-by-user',
  'unauthorized-domain',
  'network-request-failed',
  'cancelled-popup-request',
];

describe('authErrorMessage', () => {
  it.each(SPEC_CODES)('has a human message for %s', (code) => {
    const message = authErrorMessage(`auth/${code}`);
    expect(message).not.toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/auth\/|firebase/i);
  });

  it.each(Object.entries(AUTH_ERROR_MESSAGES))(
    '%s reads as a sentence without SDK jargon',
    (_code, message) => {
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toMatch(/auth\/|firebase|credential|popup/i);
    },
  );

  it('tells a person why their session ended', () => {
    for (const code of SESSION_ENDING_CODES)
      expect(authErrorMessage(code)).not.toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(SESSION_ENDED_MESSAGE).toMatch(/logged out/);
  });

  it('accepts codes with or without the auth/ prefix', () => {
    expect(authErrorMessage('email-already-in-use')).toBe(
      AUTH_ERROR_MESSAGES['auth/email-already-in-use'],
    );
  });

  it('does not tell an attacker whether an account exists', () => {
    expect(authErrorMessage('auth/user-not-found')).toBe(authErrorMessage('auth/wrong-password'));
  });

  it('falls back to a generic message', () => {
    expect(authErrorMessage('auth/something-new')).toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR_MESSAGE);
  });
});
