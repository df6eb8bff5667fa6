import { describe, expect, it } from 'vitest';
import { addOnSchema } from '@camping/domain/catalogue/add-on';
import { campingPackageSchema } from '@camping/domain/catalogue/camping-package';
import { locationSchema } from '@camping/domain/catalogue/location';
import { pricingSettingsSchema } from '@camping/domain/catalogue/pricing-settings';
import { DELIVERY_RADIUS_MINUTES } from '@camping/domain/product';
import { ADD_ONS } from './add-ons.ts';
import { LOCATIONS } from './locations.ts';
import { CAMPING_PACKAGES } from './packages.ts';
import { PRICING_SETTINGS } from './pricing-settings.ts';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('the catalogue', () => {
  it.each(CAMPING_PACKAGES)('package $id parses with its schema', (entry) => {
    expect(campingPackageSchema.parse(entry)).toEqual(entry);
  });

  it.each(LOCATIONS)('campground $id parses with its schema', (entry) => {
    expect(locationSchema.parse(entry)).toEqual(entry);
  });

  it.each(ADD_ONS)('add-on $id parses with its schema', (entry) => {
    expect(addOnSchema.parse(entry)).toEqual(entry);
  });

  it('pricing settings parse with their schema', () => {
    expect(pricingSettingsSchema.parse(PRICING_SETTINGS)).toEqual(PRICING_SETTINGS);
  });

  it('has unique ids in each collection', () => {
    for (const entries of [CAMPING_PACKAGES, LOCATIONS, ADD_ONS]) {
      expect(new Set(ids(entries)).size).toBe(entries.length);
    }
  });

  it('offers only packages that exist, at at least six campgrounds within two hours of Sydney', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(6);
    for (const location of LOCATIONS) {
      expect(location.driveMinutes).toBeLessThanOrEqual(DELIVERY_RADIUS_MINUTES);
      for (const packageId of location.packageIds)
        expect(ids(CAMPING_PACKAGES)).toContain(packageId);
    }
  });

  it('uses a picture of our own for every campground', () => {
    for (const location of LOCATIONS)
      expect(location.image.src).toBe(`/images/campgrounds/${location.id}-1200.webp`);
  });
});
