import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../booking/booking.ts';
import { parseIsoDate as d } from '../dates/calendar.ts';
import {
  buildRunSheet,
  RUN_SHEET_DAYS,
  runSheetLastDay,
  type RunSheetBooking,
} from './run-sheet.ts';

function booking(
  id: string,
  arrival: string,
  departure: string,
  more: Partial<RunSheetBooking> = {},
): RunSheetBooking {
  return {
    id,
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [],
    arrival: d(arrival),
    departure: d(departure),
    guests: 2,
    status: 'confirmed',
    ...more,
  };
}

const ids = (jobs: { booking: RunSheetBooking }[]) => jobs.map((job) => job.booking.id);

describe('buildRunSheet', () => {
  it('covers the chosen day and the 7 after it', () => {
    const sheet = buildRunSheet([], d('2026-12-28'));
    expect(sheet).toHaveLength(RUN_SHEET_DAYS);
    expect(sheet.map((day) => day.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(runSheetLastDay(d('2026-12-28'))).toBe('2027-01-04');
    expect(sheet.every((day) => day.campgrounds.length === 0)).toBe(true);
  });

  it('puts set-ups on the arrival day and pack-downs on the departure day, per campground', () => {
    const sheet = buildRunSheet(
      [
        booking('a', '2026-12-04', '2026-12-06'),
        booking('b', '2026-12-06', '2026-12-08', { locationId: 'bents-basin' }),
        booking('c', '2026-12-06', '2026-12-07'),
      ],
      d('2026-12-04'),
    );
    const [fourth, , sixth, seventh, eighth] = sheet;
    expect(fourth!.campgrounds.map((c) => [c.locationId, ids(c.setUps), ids(c.packDowns)])).toEqual(
      [['lane-cove-river', ['a'], []]],
    );
    expect(sixth!.campgrounds.map((c) => [c.locationId, ids(c.setUps), ids(c.packDowns)])).toEqual([
      ['bents-basin', ['b'], []],
      ['lane-cove-river', ['c'], ['a']],
    ]);
    expect(ids(seventh!.campgrounds[0]!.packDowns)).toEqual(['c']);
    expect(eighth!.campgrounds[0]).toMatchObject({ locationId: 'bents-basin', setUps: [] });
    expect(ids(eighth!.campgrounds[0]!.packDowns)).toEqual(['b']);
  });

  it('leaves out what falls outside the days, and bookings that hold no kit', () => {
    const gone: BookingStatus[] = ['declined', 'cancelled', 'expired', 'completed'];
    const sheet = buildRunSheet(
      [
        booking('before', '2026-11-20', '2026-12-03'),
        booking('after', '2026-12-12', '2026-12-14'),
        ...gone.map((status) => booking(status, '2026-12-05', '2026-12-06', { status })),
      ],
      d('2026-12-04'),
    );
    expect(sheet.flatMap((day) => day.campgrounds)).toEqual([]);
  });

  it('shows a booking awaiting payment as tentative, and loads nothing for it', () => {
    const [day] = buildRunSheet(
      [
        booking('paid', '2026-12-04', '2026-12-06', { status: 'requested' }),
        booking('unpaid', '2026-12-04', '2026-12-06', {
          status: 'pending_payment',
          addOns: [{ addOnId: 'firewood', quantity: 2 }],
        }),
      ],
      d('2026-12-04'),
    );
    expect(day!.campgrounds[0]!.setUps.map((job) => [job.booking.id, job.tentative])).toEqual([
      ['paid', false],
      ['unpaid', true],
    ]);
    expect([...day!.load.kits]).toEqual([['essentials', 1]]);
    expect([...day!.load.addOns]).toEqual([]);
  });

  it('adds up the kits and add-ons to load for the day’s set-ups', () => {
    const [day] = buildRunSheet(
      [
        booking('a', '2026-12-04', '2026-12-06', {
          addOns: [
            { addOnId: 'firewood', quantity: 2 },
            { addOnId: 'kayak', quantity: 1 },
          ],
        }),
        booking('b', '2026-12-04', '2026-12-05', {
          packageId: 'family',
          locationId: 'bents-basin',
          addOns: [{ addOnId: 'firewood', quantity: 3 }],
        }),
        booking('c', '2026-12-04', '2026-12-09'),
        // Departing that day: nothing to load for it.
        booking('d', '2026-12-01', '2026-12-04', { addOns: [{ addOnId: 'kayak', quantity: 4 }] }),
      ],
      d('2026-12-04'),
    );
    expect(Object.fromEntries(day!.load.kits)).toEqual({ essentials: 2, family: 1 });
    expect(Object.fromEntries(day!.load.addOns)).toEqual({ firewood: 5, kayak: 1 });
  });

  it('lists a campground’s set-ups in order of arrival, then reference', () => {
    const [day] = buildRunSheet(
      [booking('z', '2026-12-04', '2026-12-05'), booking('m', '2026-12-04', '2026-12-06')],
      d('2026-12-04'),
    );
    expect(ids(day!.campgrounds[0]!.setUps)).toEqual(['m', 'z']);
  });
});
