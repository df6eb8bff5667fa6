import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PASSWORD_POLICY,
  checkPassword,
  passwordPolicyFromService,
  passwordProblem,
  type PasswordPolicy,
  type ServicePasswordPolicy,
} from './password-policy.ts';

const strict: PasswordPolicy = {
  minLength: 8,
  maxLength: 20,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
  requireSymbol: true,
  symbols: '!#$',
};

function service(overrides: Partial<ServicePasswordPolicy> = {}): ServicePasswordPolicy {
  return {
    customStrengthOptions: {
      minPasswordLength: 10,
      maxPasswordLength: 64,
      containsLowercaseLetter: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    },
    allowedNonAlphanumericCharacters: '!@#',
    enforcementState: 'ENFORCE',
    ...overrides,
  };
}

describe('passwordPolicyFromService', () => {
  it('falls back to a minimum length of 6 when the service has no policy', () => {
    expect(passwordPolicyFromService(null)).toEqual(FALLBACK_PASSWORD_POLICY);
    expect(FALLBACK_PASSWORD_POLICY.minLength).toBe(6);
    expect(checkPassword('', FALLBACK_PASSWORD_POLICY).map((r) => r.id)).toEqual(['minLength']);
  });

  it('ignores a policy that is not enforced', () => {
    expect(passwordPolicyFromService(service({ enforcementState: 'OFF' }))).toEqual(
      FALLBACK_PASSWORD_POLICY,
    );
  });

  it('applies only the options the service enables', () => {
    expect(passwordPolicyFromService(service())).toEqual({
      minLength: 10,
      maxLength: 64,
      requireLowercase: true,
      requireUppercase: false,
      requireDigit: true,
      requireSymbol: true,
      symbols: '!@#',
    });
  });

  it('never asks for fewer than 6 characters', () => {
    const lax = service({ customStrengthOptions: { minPasswordLength: 4 } });
    expect(passwordPolicyFromService(lax)).toMatchObject({ minLength: 6, requireDigit: false });
    expect(passwordPolicyFromService(lax).maxLength).toBeUndefined();
  });
});

describe('checkPassword', () => {
  it('lists every requirement of the policy with whether it is met', () => {
    expect(checkPassword('abc', strict)).toEqual([
      {
        id: 'minLength',
        label: 'At least 8 characters',
        need: 'at least 8 characters',
        met: false,
      },
      {
        id: 'maxLength',
        label: 'No more than 20 characters',
        need: 'no more than 20 characters',
        met: true,
      },
      { id: 'lowercase', label: 'A lower-case letter', need: 'a lower-case letter', met: true },
      { id: 'uppercase', label: 'An upper-case letter', need: 'an upper-case letter', met: false },
      { id: 'digit', label: 'A number', need: 'a number', met: false },
      { id: 'symbol', label: 'A symbol, such as ! # $', need: 'a symbol', met: false },
    ]);
    expect(checkPassword('Campfire7!', strict).every((r) => r.met)).toBe(true);
  });

  it('counts only the allowed symbols, or any non-alphanumeric character when none are listed', () => {
    const symbol = (password: string, symbols: string) =>
      checkPassword(password, { ...strict, symbols }).find((r) => r.id === 'symbol')?.met;
    expect(symbol('abc%', '!#$')).toBe(false);
    expect(symbol('abc#', '!#$')).toBe(true);
    expect(symbol('abc%', '')).toBe(true);
    expect(symbol('abcé', '')).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🏕🏕🏕', FALLBACK_PASSWORD_POLICY)[0]?.met).toBe(false);
  });
});

describe('passwordProblem', () => {
  it('says in one sentence what is missing', () => {
    expect(passwordProblem('abc', FALLBACK_PASSWORD_POLICY)).toBe(
      'Your password needs at least 6 characters.',
    );
    expect(passwordProblem('abcdefgh', strict)).toBe(
      'Your password needs an upper-case letter, a number and a symbol.',
    );
    expect(passwordProblem('Campfire7!', strict)).toBeNull();
  });

  it('agrees with checkPassword for any password', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        const allMet = checkPassword(password, strict).every((r) => r.met);
        expect(passwordProblem(password, strict) === null).toBe(allMet);
      }),
    );
  });
});
