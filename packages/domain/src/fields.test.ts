import { describe, expect, it } from 'vitest';
import {
  australianPhoneSchema,
  centsSchema,
  dateRangeSchema,
  emailSchema,
  instantSchema,
  isWellFormedText,
  slugSchema,
} from './fields.ts';

describe('common schemas', () => {
  it('slugSchema accepts url-safe ids only', () => {
    expect(slugSchema.safeParse('bouddi-national-park').success).toBe(true);
    expect(slugSchema.safeParse('Bouddi').success).toBe(false);
    expect(slugSchema.safeParse('a--b').success).toBe(false);
    expect(slugSchema.safeParse('x'.repeat(61)).success).toBe(false);
  });

  it('centsSchema takes whole non-negative cents', () => {
    expect(centsSchema.safeParse(12_900).success).toBe(true);
    expect(centsSchema.safeParse(12.5).success).toBe(false);
    expect(centsSchema.safeParse(-1).success).toBe(false);
  });

  it('instantSchema takes ISO UTC instants', () => {
    expect(instantSchema.safeParse('2026-11-21T03:00:00.000Z').success).toBe(true);
    expect(instantSchema.safeParse('21 Nov 2026').success).toBe(false);
  });

  it('dateRangeSchema keeps the end on or after the start', () => {
    expect(dateRangeSchema.safeParse({ from: '2026-12-24', to: '2026-12-26' }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: '2026-12-24', to: '2026-12-24' }).success).toBe(true);
    const backwards = dateRangeSchema.safeParse({ from: '2026-12-26', to: '2026-12-24' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The end date must not be before the start date.',
    });
  });

  it('emailSchema trims, lower-cases and explains', () => {
    expect(emailSchema.parse('  jo@example.com ')).toBe('jo@example.com');
    expect(emailSchema.parse('Jo.Camper@Example.COM')).toBe('jo.camper@example.com');
    expect(emailSchema.safeParse('jo@').error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address, like name@example.com.',
    );
  });

  it('australianPhoneSchema normalises to +61', () => {
    expect(australianPhoneSchema.parse('0412 345 678')).toBe('+61412345678');
    expect(australianPhoneSchema.parse('(02) 9876-5432')).toBe('+61298765432');
    expect(australianPhoneSchema.parse('+61 412 345 678')).toBe('+61412345678');
    expect(australianPhoneSchema.safeParse('12345').success).toBe(false);
    expect(australianPhoneSchema.safeParse('+1 415 555 0100').success).toBe(false);
  });

  it('australianPhoneSchema takes the international form with the trunk zero kept in brackets', () => {
    expect(australianPhoneSchema.parse('+61 (0)412 345 678')).toBe('+61412345678');
    expect(australianPhoneSchema.parse('+61 (0)2 9876 5432')).toBe('+61298765432');
    expect(australianPhoneSchema.parse('+61 0412 345 678')).toBe('+61412345678');
    // One trunk zero, not two.
    expect(australianPhoneSchema.safeParse('+61 (0)0412 345 678').success).toBe(false);
  });
});

describe('well-formed text', () => {
  it('emailSchema refuses lone surrogates and addresses longer than 254 characters', () => {
    expect(emailSchema.safeParse(`jo\uD800@example.com`).success).toBe(false);
    const long = `${'a'.repeat(64)}@${'b'.repeat(180)}.example.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(emailSchema.safeParse(long).error?.issues[0]?.message).toBe(
      'Keep the e-mail address to 254 characters or fewer.',
    );
  });

  it('isWellFormedText tells lone surrogates from pairs', () => {
    expect(isWellFormedText('camping 🏕️')).toBe(true);
    expect(isWellFormedText('\uD83C')).toBe(false);
    expect(isWellFormedText('\uDFD5x')).toBe(false);
  });
});
