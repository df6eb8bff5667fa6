import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import {
  formatMonth,
  leadingDays,
  monthBounds,
  monthOf,
  shiftMonth,
  staysByDay,
} from './month-calendar-days.ts';

describe('the month calendar', () => {
  it('knows where months start and end, leap years included', () => {
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ first: '2027-02-01', last: '2027-02-28' });
  });

  it('moves by months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
    expect(monthOf(d('2026-11-25'))).toBe('2026-11');
  });

  it('names the month and starts weeks on Monday', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    // 1 December 2026 is a Tuesday; 1 February 2027 a Monday; 1 November 2026 a Sunday.
    expect(leadingDays('2026-12')).toBe(1);
    expect(leadingDays('2027-02')).toBe(0);
    expect(leadingDays('2026-11')).toBe(6);
  });

  it('puts a stay on each of its nights in the month, not on its departure day', () => {
    const days = staysByDay('2026-12', [
      { id: 'across', arrival: d('2026-11-28'), departure: d('2026-12-02') },
      { id: 'inside', arrival: d('2026-12-10'), departure: d('2026-12-12') },
      { id: 'into-january', arrival: d('2026-12-31'), departure: d('2027-01-02') },
    ]);
    expect(days).toHaveLength(31);
    const on = (date: string) =>
      days.find((day) => day.date === date)!.stays.map((stay) => stay.id);
    expect(on('2026-12-01')).toEqual(['across']);
    expect(on('2026-12-02')).toEqual([]);
    expect(on('2026-12-10')).toEqual(['inside']);
    expect(on('2026-12-11')).toEqual(['inside']);
    expect(on('2026-12-12')).toEqual([]);
    expect(on('2026-12-31')).toEqual(['into-january']);
  });
});
