import { describe, expect, it } from 'vitest';
import { cacheKeys, type CacheKeyName } from './cache-keys.ts';
import { parseIsoDate } from './dates/calendar.ts';

describe('cacheKeys', () => {
  it('has exactly the four keys of spec section 7', () => {
    const names: CacheKeyName[] = [
      'getLocations',
      'getLocationById',
      'getUserBookings',
      'getUnavailableDates',
    ];
    expect(Object.keys(cacheKeys).sort()).toEqual([...names].sort());
  });

  it('starts every key with its name and includes its parameters', () => {
    expect(cacheKeys.getLocations()).toEqual(['getLocations']);
    expect(cacheKeys.getLocationById('bouddi')).toEqual(['getLocationById', 'bouddi']);
    expect(cacheKeys.getUserBookings('uid-1')).toEqual(['getUserBookings', 'uid-1']);
    expect(
      cacheKeys.getUnavailableDates({
        packageId: 'classic',
        from: parseIsoDate('2026-12-01'),
        to: parseIsoDate('2027-01-01'),
      }),
    ).toEqual(['getUnavailableDates', 'classic', null, '2026-12-01', '2027-01-01']);
  });

  it('gives different windows different keys', () => {
    const base = {
      packageId: 'classic',
      from: parseIsoDate('2026-12-01'),
      to: parseIsoDate('2027-01-01'),
    };
    expect(cacheKeys.getUnavailableDates(base)).not.toEqual(
      cacheKeys.getUnavailableDates({ ...base, locationId: 'bouddi' }),
    );
  });
});
