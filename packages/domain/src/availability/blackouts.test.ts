import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar.ts';
import type { DateRange } from '../fields.ts';
import { isBlackedOut } from './blackouts.ts';

const range = (from: string, to: string) => ({ from, to }) as DateRange;
const christmas = [range('2026-12-24', '2026-12-26')];

describe('isBlackedOut', () => {
  it('covers a range’s first and last nights and those between', () => {
    for (const night of ['2026-12-24', '2026-12-25', '2026-12-26'] as IsoDate[]) {
      expect(isBlackedOut(night, christmas)).toBe(true);
    }
  });

  it('leaves the nights either side open, and every night when there is no range', () => {
    expect(isBlackedOut('2026-12-23' as IsoDate, christmas)).toBe(false);
    expect(isBlackedOut('2026-12-27' as IsoDate, christmas)).toBe(false);
    expect(isBlackedOut('2026-12-25' as IsoDate, [])).toBe(false);
  });

  it('takes any of several ranges', () => {
    const ranges = [...christmas, range('2027-01-26', '2027-01-26')];
    expect(isBlackedOut('2027-01-26' as IsoDate, ranges)).toBe(true);
    expect(isBlackedOut('2027-01-25' as IsoDate, ranges)).toBe(false);
  });
});
