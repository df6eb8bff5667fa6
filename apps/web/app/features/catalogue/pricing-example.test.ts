import { describe, expect, it } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { workedExample } from './pricing-example.ts';

const catalogue = {
  packages: CAMPING_PACKAGES,
  locations: LOCATIONS,
  addOns: ADD_ONS,
  settings: PRICING_SETTINGS,
};

describe('workedExample', () => {
  it('prices three nights of the Family Basecamp at Euroka, off-peak and in the summer holidays', () => {
    const example = workedExample(catalogue);
    expect(example?.campingPackage.id).toBe('family-basecamp');
    expect(example?.location.id).toBe('blue-mountains-euroka');
    expect(example?.offPeak.nights.every((night) => night.peakPeriod === null)).toBe(true);
    expect(
      example?.peak.nights.every((night) => night.peakPeriod === 'Christmas and summer holidays'),
    ).toBe(true);
    // 3 x $229 + 3 x $45 hamper + $25 firewood + $79 delivery
    expect(example?.offPeak.totalCents).toBe(68_700 + 13_500 + 2_500 + 7_900);
    expect(example?.peak.totalCents).toBeGreaterThan(example?.offPeak.totalCents ?? Infinity);
  });

  it('falls back to what the catalogue has, or gives up when there is nothing to price', () => {
    const packages = CAMPING_PACKAGES.filter(
      (campingPackage) => campingPackage.id === 'glamping-bell-tent',
    );
    const example = workedExample({ ...catalogue, packages, addOns: [] });
    expect(example?.campingPackage.id).toBe('glamping-bell-tent');
    expect(example?.location.packageIds).toContain('glamping-bell-tent');
    expect(example?.offPeak.addOns).toEqual([]);
    expect(workedExample({ ...catalogue, packages: [] })).toBeNull();
  });
});
