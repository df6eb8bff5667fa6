import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate as d } from '../dates/calendar.ts';
import { capacityShortfall } from './capacity-change.ts';

const today = d('2026-11-25');

describe('capacityShortfall', () => {
  it('allows a capacity that every booking from today on still fits', () => {
    const uses = [
      { date: d('2026-11-26'), inUse: 3 },
      { date: d('2026-12-01'), inUse: 2 },
    ];
    expect(capacityShortfall('kits', uses, 3, today)).toBeNull();
    expect(capacityShortfall('kits', [], 0, today)).toBeNull();
  });

  it('ignores nights before today: they are history', () => {
    const uses = [{ date: d('2026-11-24'), inUse: 6 }];
    expect(capacityShortfall('kits', uses, 1, today)).toBeNull();
  });

  it('names the one night over the new kit count, today included', () => {
    expect(capacityShortfall('kits', [{ date: today, inUse: 3 }], 2, today)).toEqual({
      dates: ['2026-11-25'],
      needed: 3,
      message:
        'Bookings already hold 3 kits on the night of 25 November 2026: more than the 2 you chose. Keep at least 3 kits, or move those bookings first.',
    });
  });

  it('names every night over it in date order, and the most any of them holds', () => {
    const uses = [
      { date: d('2026-12-06'), inUse: 2 },
      { date: d('2026-12-04'), inUse: 4 },
      { date: d('2026-12-05'), inUse: 1 },
    ];
    const shortfall = capacityShortfall('kits', uses, 1, today);
    expect(shortfall?.dates).toEqual(['2026-12-04', '2026-12-06']);
    expect(shortfall?.needed).toBe(4);
    expect(shortfall?.message).toBe(
      'Bookings already hold up to 4 kits on the nights of 4 December 2026 and 6 December 2026: more than the 1 you chose. Keep at least 4 kits, or move those bookings first.',
    );
  });

  it('speaks of days for the crew, in the singular where it is one', () => {
    expect(
      capacityShortfall('setUps', [{ date: d('2026-12-04'), inUse: 1 }], 0, today)?.message,
    ).toBe(
      'Bookings already hold 1 set-up on 4 December 2026: more than the 0 you chose. Keep at least 1 set-up a day, or move those bookings first.',
    );
    const uses = [
      { date: d('2026-12-04'), inUse: 3 },
      { date: d('2026-12-09'), inUse: 2 },
      { date: d('2026-12-10'), inUse: 3 },
    ];
    expect(capacityShortfall('packDowns', uses, 1, today)?.message).toBe(
      'Bookings already hold up to 3 pack-downs on 4 December 2026, 9 December 2026 and 10 December 2026: more than the 1 you chose. Keep at least 3 pack-downs a day, or move those bookings first.',
    );
  });

  it('names the first ten of many, and says how many more', () => {
    const uses = Array.from({ length: 14 }, (_, i) => ({ date: addDays(today, i), inUse: 2 }));
    const shortfall = capacityShortfall('kits', uses, 1, today)!;
    expect(shortfall.dates).toHaveLength(14);
    expect(shortfall.message).toContain('25 November 2026, 26 November 2026');
    expect(shortfall.message).toContain('4 December 2026 and 4 more: more than the 1 you chose.');
    expect(shortfall.message).not.toContain('5 December 2026');
  });
});
