import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './iso-date.ts';

describe('isoDateSchema', () => {
  it('accepts real calendar dates', () => {
    expect(isoDateSchema.parse('2026-11-21')).toBe('2026-11-21');
    expect(isoDateSchema.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('explains the expected format', () => {
    for (const value of ['tomorrow', '2026-02-29', '2026-11-21T00:00:00Z', 20261121]) {
      const result = isoDateSchema.safeParse(value);
      expect(result.success).toBe(false);
    }
    expect(isoDateSchema.safeParse('tomorrow').error?.issues[0]?.message).toBe(
      'Use a real calendar date written as YYYY-MM-DD.',
    );
  });
});

describe('isoDateSchema years', () => {
  it('refuses years outside 2000-2100, so date arithmetic never leaves the calendar', () => {
    for (const value of ['9999-12-31', '1999-12-31', '2101-01-01', '0100-01-01']) {
      expect(isoDateSchema.safeParse(value).error?.issues[0]?.message).toBe(
        'Use a date between the years 2000 and 2100.',
      );
    }
    expect(isoDateSchema.safeParse('0001-01-01').success).toBe(false);
    expect(isoDateSchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(isoDateSchema.parse('2100-12-31')).toBe('2100-12-31');
  });
});
