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
