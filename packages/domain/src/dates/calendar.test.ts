import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateAt,
  compareIsoDates,
  datesFrom,
  daysBetween,
  isIsoDate,
  monthsOf,
  parseIsoDate,
  toIsoDate,
  toLocalMidnight,
  todayInSydney,
  type IsoDate,
} from './calendar.ts';

const d = (value: string) => parseIsoDate(value);

function withTimeZone(timeZone: string) {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.TZ;
    process.env.TZ = timeZone;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

function withSydney(check: () => void) {
  const previous = process.env.TZ;
  process.env.TZ = 'Australia/Sydney';
  try {
    check();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

const isoDateArbitrary = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10) as IsoDate);

describe('isIsoDate / parseIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('parseIsoDate throws a RangeError naming the bad value', () => {
    expect(parseIsoDate('2026-11-21')).toBe('2026-11-21');
    expect(() => parseIsoDate('21/11/2026')).toThrow(/21\/11\/2026/);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(d('2026-03-01'), -1)).toBe('2026-02-28');
  });

  it('is unaffected by the Sydney DST start (first Sunday of October)', () => {
    withSydney(() => {
      expect(addDays(d('2026-10-03'), 1)).toBe('2026-10-04');
      expect(addDays(d('2026-10-04'), 1)).toBe('2026-10-05');
      expect(daysBetween(d('2026-10-03'), d('2026-10-05'))).toBe(2);
    });
  });

  it('is unaffected by the Sydney DST end (first Sunday of April)', () => {
    withSydney(() => {
      expect(addDays(d('2026-04-04'), 1)).toBe('2026-04-05');
      expect(addDays(d('2026-04-05'), 1)).toBe('2026-04-06');
      expect(daysBetween(d('2026-04-04'), d('2026-04-06'))).toBe(2);
    });
  });

  it('lists the nights of a stay', () => {
    expect(datesFrom(d('2026-10-03'), d('2026-10-06'))).toEqual([
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
    ]);
    expect(datesFrom(d('2026-10-03'), d('2026-10-03'))).toEqual([]);
    expect(datesFrom(d('2026-10-05'), d('2026-10-03'))).toEqual([]);
  });

  it('compares dates', () => {
    expect(compareIsoDates(d('2026-01-02'), d('2026-01-10'))).toBe(-1);
    expect(compareIsoDates(d('2026-01-10'), d('2026-01-02'))).toBe(1);
    expect(compareIsoDates(d('2026-01-10'), d('2026-01-10'))).toBe(0);
  });

  it('round-trips: adding then subtracting n days returns the same date', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -2000, max: 2000 }), (date, n) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
        expect(daysBetween(date, addDays(date, n))).toBe(n);
        expect(datesFrom(date, addDays(date, Math.abs(n)))).toHaveLength(Math.abs(n));
      }),
    );
  });
});

describe('monthsOf', () => {
  it('lists the months of some dates once each, in order', () => {
    const nights = datesFrom(d('2027-01-30'), d('2027-03-02'));
    expect(monthsOf(nights)).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(monthsOf([d('2027-12-31'), d('2026-12-31')])).toEqual(['2026-12', '2027-12']);
    expect(monthsOf([])).toEqual([]);
  });
});

describe('todayInSydney / calendarDateAt', () => {
  it('rolls over at Sydney midnight in standard time (AEST, UTC+10)', () => {
    expect(todayInSydney(new Date('2026-07-14T13:59:59Z'))).toBe('2026-07-14');
    expect(todayInSydney(new Date('2026-07-14T14:00:00Z'))).toBe('2026-07-15');
  });

  it('rolls over at Sydney midnight in daylight time (AEDT, UTC+11)', () => {
    expect(todayInSydney(new Date('2026-11-21T12:59:59Z'))).toBe('2026-11-21');
    expect(todayInSydney(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-22');
  });

  it('handles the DST start day: 2026-10-04 02:00 AEST jumps to 03:00 AEDT', () => {
    // Midnight starting 4 October is still AEST (UTC+10); midnight starting 5 October is AEDT (UTC+11).
    expect(todayInSydney(new Date('2026-10-03T13:59:59Z'))).toBe('2026-10-03');
    expect(todayInSydney(new Date('2026-10-03T14:00:00Z'))).toBe('2026-10-04');
    expect(todayInSydney(new Date('2026-10-03T16:30:00Z'))).toBe('2026-10-04'); // 03:30 AEDT
    expect(todayInSydney(new Date('2026-10-04T12:59:59Z'))).toBe('2026-10-04');
    expect(todayInSydney(new Date('2026-10-04T13:00:00Z'))).toBe('2026-10-05');
  });

  it('handles the DST end day: 2026-04-05 03:00 AEDT falls back to 02:00 AEST', () => {
    expect(todayInSydney(new Date('2026-04-04T12:59:59Z'))).toBe('2026-04-04');
    expect(todayInSydney(new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
    expect(todayInSydney(new Date('2026-04-04T15:30:00Z'))).toBe('2026-04-05'); // 02:30, the first time
    expect(todayInSydney(new Date('2026-04-04T16:30:00Z'))).toBe('2026-04-05'); // 02:30, again
    expect(todayInSydney(new Date('2026-04-05T13:59:59Z'))).toBe('2026-04-05');
    expect(todayInSydney(new Date('2026-04-05T14:00:00Z'))).toBe('2026-04-06');
  });

  it('does not depend on the zone the code runs in', () => {
    const instant = new Date('2026-11-21T13:30:00Z');
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Australia/Sydney']) {
      process.env.TZ = zone;
      expect(todayInSydney(instant)).toBe('2026-11-22');
    }
    delete process.env.TZ;
  });

  it('names the date of an instant in any zone', () => {
    expect(calendarDateAt(new Date('2026-11-21T13:30:00Z'), 'UTC')).toBe('2026-11-21');
    expect(calendarDateAt(new Date('2026-11-21T13:30:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-21',
    );
  });
});

describe('toLocalMidnight / toIsoDate in Sydney', () => {
  withTimeZone('Australia/Sydney');

  it('turns YYYY-MM-DD into local midnight of that day, not a UTC instant', () => {
    const date = toLocalMidnight('2026-12-24');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 11, 24, 0,
    ]);
    expect(date.toISOString()).toBe('2026-12-23T13:00:00.000Z');
  });

  it('gives a real midnight on both DST transition days', () => {
    expect(toLocalMidnight('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(toLocalMidnight('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(toLocalMidnight('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(toLocalMidnight('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('moves timestamps and Date values to the start of their local day', () => {
    expect(toIsoDate(toLocalMidnight('2026-10-04T05:00:00+11:00'))).toBe('2026-10-04');
    expect(toLocalMidnight(new Date('2026-10-04T15:00:00Z')).getHours()).toBe(0);
    expect(toLocalMidnight(Date.UTC(2026, 0, 1, 20))).toEqual(new Date(2026, 0, 2));
  });

  it('rejects what is not a date', () => {
    expect(() => toLocalMidnight('not a date')).toThrow(RangeError);
  });

  it('round-trips every calendar date', () => {
    fc.assert(
      fc.property(isoDateArbitrary, (date) => {
        const midnight = toLocalMidnight(date);
        expect(midnight.getHours()).toBe(0);
        expect(toIsoDate(midnight)).toBe(date);
      }),
    );
  });
});

describe('toLocalMidnight west of Greenwich', () => {
  withTimeZone('America/Los_Angeles');

  it('keeps the calendar day (new Date("YYYY-MM-DD") would give the day before)', () => {
    expect(toIsoDate(toLocalMidnight('2026-03-08'))).toBe('2026-03-08'); // US DST start
    expect(toIsoDate(toLocalMidnight('2026-11-01'))).toBe('2026-11-01'); // US DST end
  });

  it('round-trips every calendar date', () => {
    fc.assert(fc.property(isoDateArbitrary, (date) => toIsoDate(toLocalMidnight(date)) === date));
  });
});

describe('toLocalMidnight where midnight itself was skipped', () => {
  // São Paulo's DST began at midnight until 2018: 2018-11-04 00:00 did not exist.
  withTimeZone('America/Sao_Paulo');

  it('still lands on the right calendar day', () => {
    expect(toIsoDate(toLocalMidnight('2018-11-04'))).toBe('2018-11-04');
  });
});
