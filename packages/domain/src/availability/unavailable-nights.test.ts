import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate } from '../dates/calendar.ts';
import { unavailableNights, type AvailabilityInputs } from './unavailable-nights.ts';

const d = parseIsoDate;
const base: AvailabilityInputs = {
  from: d('2026-12-01'),
  to: d('2026-12-10'),
  today: d('2026-11-21'),
  kitCount: 2,
  kitsInUse: new Map(),
  blackouts: [],
};

describe('unavailableNights', () => {
  it('is empty when everything is free', () => {
    expect(unavailableNights(base)).toEqual([]);
  });

  it('blocks nights whose kits are all in use', () => {
    const kitsInUse = new Map([
      ['2026-12-03', 2],
      ['2026-12-04', 1],
      ['2026-12-05', 3],
    ]);
    expect(unavailableNights({ ...base, kitsInUse })).toEqual(['2026-12-03', '2026-12-05']);
  });

  it('blocks everything for a package with no kits', () => {
    expect(unavailableNights({ ...base, kitCount: 0 })).toHaveLength(10);
  });

  it('blocks the minimum-notice period, counted from today in Sydney', () => {
    const result = unavailableNights({ ...base, from: d('2026-11-21'), to: d('2026-11-26') });
    expect(result).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });

  it('blocks nights past the booking horizon', () => {
    const result = unavailableNights({
      ...base,
      from: d('2027-11-20'),
      to: d('2027-11-23'),
      horizonDays: 365,
    });
    expect(result).toEqual(['2027-11-22', '2027-11-23']);
  });

  it('blocks blackouts, both ends inclusive', () => {
    const blackouts = [{ from: d('2026-12-24'), to: d('2026-12-26') }];
    const result = unavailableNights({
      ...base,
      from: d('2026-12-23'),
      to: d('2026-12-27'),
      blackouts,
    });
    expect(result).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
  });

  it('answers only for the window, sorted and without duplicates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 5 }),
        (length, kits) => {
          const to = addDays(base.from, length);
          const blackouts = [{ from: base.from, to: addDays(base.from, 3) }];
          const result = unavailableNights({ ...base, to, kitCount: kits, blackouts });
          expect(result.length).toBeLessThanOrEqual(length + 1);
          expect([...result].sort()).toEqual(result);
          expect(new Set(result).size).toBe(result.length);
          expect(result.every((night) => night >= base.from && night <= to)).toBe(true);
        },
      ),
    );
  });
});
