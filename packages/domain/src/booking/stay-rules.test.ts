import { describe, expect, it } from 'vitest';
import type { PeakPeriod } from '../catalogue/pricing-settings.ts';
import { parseIsoDate as d } from '../dates/calendar.ts';
import { daysBeforeArrival, minimumStayNights, stayDatesProblem } from './stay-rules.ts';

const summer: PeakPeriod = {
  name: 'Summer holidays',
  from: '12-20',
  to: '01-31',
  adjustment: { type: 'multiplier', ratePercent: 125 },
  minStayNights: 3,
};
const window = {
  today: d('2026-11-24'),
  minNoticeDays: 3,
  horizonDays: 365,
  peakPeriods: [summer],
};

describe('minimumStayNights', () => {
  it('is the business minimum outside peak periods', () => {
    expect(minimumStayNights(d('2026-12-04'), [summer])).toBe(2);
  });
  it('is the peak minimum for an arrival in the period, across the new year', () => {
    expect(minimumStayNights(d('2026-12-20'), [summer])).toBe(3);
    expect(minimumStayNights(d('2027-01-31'), [summer])).toBe(3);
    expect(minimumStayNights(d('2027-02-01'), [summer])).toBe(2);
  });
});

describe('stayDatesProblem', () => {
  it('accepts a stay of the minimum length after the notice period', () => {
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-11-27'), departure: d('2026-11-29') }),
    ).toBeNull();
  });
  it('refuses a stay shorter than the minimum, naming the peak period', () => {
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-12-04'), departure: d('2026-12-05') }),
    ).toBe('Stays are at least 2 nights.');
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-12-27'), departure: d('2026-12-29') }),
    ).toBe('Stays arriving in Summer holidays are at least 3 nights.');
  });
  it('refuses departures on or before arrival, too soon, too long and too far ahead', () => {
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-12-04'), departure: d('2026-12-04') }),
    ).toMatch(/after your arrival/);
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-11-26'), departure: d('2026-11-28') }),
    ).toMatch(/at least 3 days before/);
    expect(
      stayDatesProblem({ ...window, arrival: d('2026-12-04'), departure: d('2027-01-04') }),
    ).toMatch(/at most 28 nights/);
    expect(
      stayDatesProblem({ ...window, arrival: d('2027-11-23'), departure: d('2027-11-26') }),
    ).toMatch(/up to 365 days ahead/);
  });
});

describe('daysBeforeArrival', () => {
  it('counts calendar days in Sydney, across daylight saving changes', () => {
    expect(daysBeforeArrival(d('2026-10-03'), d('2026-10-05'))).toBe(2);
    expect(daysBeforeArrival(d('2027-04-03'), d('2027-04-05'))).toBe(2);
    expect(daysBeforeArrival(d('2026-12-04'), d('2026-12-04'))).toBe(0);
  });
});
