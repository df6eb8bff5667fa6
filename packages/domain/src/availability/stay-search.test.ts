import { describe, expect, it } from 'vitest';
import {
  compareMatches,
  SEARCH_SHIFT_DAYS,
  shiftsByNearness,
  staySearchRequestSchema,
  type StayMatch,
} from './stay-search.ts';

const match = (overrides: Partial<StayMatch>): StayMatch => ({
  locationId: 'lane-cove-river',
  locationName: 'Lane Cove River',
  packageId: 'essentials',
  packageName: 'Essentials',
  driveMinutes: 25,
  totalCents: 40_000,
  gstCents: 3_636,
  ...overrides,
});

describe('stay search', () => {
  it('moves a stay one day earlier, then one later, and so on to the window’s edge', () => {
    const shifts = shiftsByNearness();
    expect(shifts.slice(0, 4)).toEqual([-1, 1, -2, 2]);
    expect(shifts).toHaveLength(2 * SEARCH_SHIFT_DAYS);
    expect(shifts.at(-1)).toBe(SEARCH_SHIFT_DAYS);
  });

  it('sorts by drive time, then price, then campground and package names', () => {
    const near = match({ driveMinutes: 25 });
    const far = match({ driveMinutes: 90, totalCents: 10_000 });
    const nearDearer = match({ totalCents: 50_000 });
    const nearOtherPackage = match({ packageName: 'Family Basecamp' });
    expect([far, nearDearer, nearOtherPackage, near].sort(compareMatches)).toEqual([
      near,
      nearOtherPackage,
      nearDearer,
      far,
    ]);
  });

  it('refuses a stay without nights or without guests, in words', () => {
    const parsed = staySearchRequestSchema.safeParse({
      arrival: '2027-03-05',
      departure: '2027-03-05',
      guests: 0,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'A stay needs at least 1 guest.',
      'Choose a departure date after your arrival date.',
    ]);
  });
});
