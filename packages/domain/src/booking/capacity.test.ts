import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '../dates/calendar.ts';
import { capacityProblem, type CapacityState } from './capacity.ts';

const free: CapacityState = {
  kitCount: 2,
  kitsInUse: new Map(),
  blackouts: [],
  setUpsOnArrival: 0,
  packDownsOnDeparture: 0,
};
const stay = { arrival: d('2026-12-04'), departure: d('2026-12-07') };

describe('capacityProblem', () => {
  it('lets a stay be held when every night has a kit and the crew is free', () => {
    expect(capacityProblem(stay, free)).toBeNull();
  });

  it('names the nights with no kit left, but not the departure day', () => {
    const problem = capacityProblem(stay, {
      ...free,
      kitsInUse: new Map([
        ['2026-12-05', 2],
        ['2026-12-06', 2],
        ['2026-12-07', 2],
      ]),
    });
    expect(problem).toEqual({
      reason: 'unavailable',
      nights: ['2026-12-05', '2026-12-06'],
      message:
        'Sorry, the nights of 5 December 2026 and 6 December 2026 are no longer available for this package. Choose other dates.',
    });
  });

  it('refuses blacked-out nights', () => {
    const problem = capacityProblem(stay, {
      ...free,
      blackouts: [{ from: d('2026-12-06'), to: d('2026-12-25') }],
    });
    expect(problem?.reason).toBe('unavailable');
    expect(problem?.message).toContain('6 December 2026 is no longer available');
  });

  it('checks set-ups on the arrival day and pack-downs on the departure day', () => {
    expect(capacityProblem(stay, { ...free, setUpsOnArrival: 4 })).toMatchObject({
      reason: 'crew-unavailable',
      date: '2026-12-04',
    });
    expect(
      capacityProblem(stay, { ...free, packDownsOnDeparture: 1, crewPackDownsPerDay: 1 }),
    ).toMatchObject({ reason: 'crew-unavailable', date: '2026-12-07' });
    expect(capacityProblem(stay, { ...free, setUpsOnArrival: 3 })).toBeNull();
  });
});
