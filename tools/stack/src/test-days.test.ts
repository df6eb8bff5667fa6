import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, type IsoDate } from '@camping/domain/dates/calendar';
import { clearArrival } from './test-days.ts';

const inSummer = (date: IsoDate) => date.slice(5) >= '12-15' || date.slice(5) <= '01-31';
const runDates = (from: IsoDate) => Array.from({ length: 366 }, (_, day) => addDays(from, day));

describe('clearArrival', () => {
  it('is the offset itself away from the summer', () => {
    expect(clearArrival('2027-03-01' as IsoDate, 10, 3)).toBe('2027-03-11');
  });

  it('keeps every day of the stay, its departure included, clear of 15 December to 31 January', () => {
    expect(clearArrival('2027-12-01' as IsoDate, 12, 3)).toBe('2028-02-01');
    expect(clearArrival('2027-12-01' as IsoDate, 11, 3)).toBe('2027-12-12');
    for (const runDate of runDates('2026-11-28' as IsoDate)) {
      const arrival = clearArrival(runDate, 40, 5);
      expect([0, 1, 2, 3, 4].map((day) => addDays(arrival, day)).filter(inSummer)).toEqual([]);
      expect(daysBetween(runDate, arrival)).toBeGreaterThanOrEqual(40);
    }
  });

  it('counts the offset in days outside the summer: stays keep their distance across it', () => {
    // Run on 10 December: 10 December to 14 December, then from 1 February.
    const runDate = '2027-12-10' as IsoDate;
    expect(clearArrival(runDate, 4, 1)).toBe('2027-12-14');
    expect([5, 10, 14].map((offset) => clearArrival(runDate, offset, 3))).toEqual([
      '2028-02-01',
      '2028-02-06',
      '2028-02-10',
    ]);
    // A stay that would run into the summer moves past it: to the first day after, offset 5's.
    expect(clearArrival(runDate, 3, 3)).toBe('2028-02-01');
  });

  it('arrives only where the rule allows', () => {
    const lateInMonth = (arrival: IsoDate) => Number(arrival.slice(8)) >= 26;
    expect(clearArrival('2027-03-01' as IsoDate, 10, 3, lateInMonth)).toBe('2027-03-26');
  });

  it('refuses, on any run date, a stay that some run date would place past the horizon', () => {
    // Run on 5 February 2028, 305 days ahead is 6 December: a stay to 15 December touches the
    // summer, and moved to 1 February 2029 it ends past 365 days.
    const far = () => clearArrival('2027-07-01' as IsoDate, 305, 10);
    expect(far).toThrow(
      'A stay of 9 nights from 305 days ahead ends on 2029-02-09 when the tests run on 2028-02-05: past the 365 days anyone can book. Choose a nearer offset.',
    );
    // Refused on a run date far from the summer too, and every time it is asked.
    expect(() => clearArrival('2027-03-01' as IsoDate, 305, 10)).toThrow(/Choose a nearer offset/);
    expect(far).toThrow(/Choose a nearer offset/);
    for (const runDate of runDates('2026-11-28' as IsoDate)) {
      const arrival = clearArrival(runDate, 290, 5);
      expect(daysBetween(runDate, addDays(arrival, 3))).toBeLessThanOrEqual(365);
    }
  });
});
