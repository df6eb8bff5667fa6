import { describe, expect, it } from 'vitest';
import { displayNameSchema, userProfileSchema } from './user-profile.ts';

const valid = {
  displayName: 'Jo Camper',
  email: 'jo@example.com',
  phone: '0412 345 678',
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
};

describe('userProfileSchema', () => {
  it('accepts a profile and normalises the phone and the e-mail address', () => {
    expect(userProfileSchema.parse(valid).phone).toBe('+61412345678');
    // The rules compare it with the ID token's address, which the identity service lower-cases.
    expect(userProfileSchema.parse({ ...valid, email: 'Jo@Example.com' }).email).toBe(
      'jo@example.com',
    );
    expect(userProfileSchema.parse({ ...valid, phone: undefined }).phone).toBeUndefined();
  });

  it('says what is wrong with a display name', () => {
    expect(displayNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Enter your name.');
    expect(displayNameSchema.safeParse('x'.repeat(81)).error?.issues[0]?.message).toMatch(
      /80 characters/,
    );
  });

  it('rejects unknown shapes', () => {
    expect(userProfileSchema.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
  });
});
