import { describe, expect, it } from 'vitest';
import { locationSchema } from './location.ts';

const sampleLocation = {
  id: 'bouddi-national-park',
  name: 'Bouddi National Park',
  region: 'Central Coast',
  summary: 'Beachside camping under spotted gums.',
  description: 'A sheltered campground a short walk from Putty Beach.',
  driveMinutes: 85,
  coordinates: { lat: -33.52, lng: 151.39 },
  facilities: ['Toilets', 'Cold showers'],
  packageIds: ['classic'],
  image: { src: '/images/bouddi.webp', alt: 'Tents among spotted gums' },
};

describe('locationSchema', () => {
  it('accepts a campground and defaults closures to none', () => {
    expect(locationSchema.parse(sampleLocation).closures).toEqual([]);
  });

  it('refuses campgrounds beyond the 2-hour radius', () => {
    const result = locationSchema.safeParse({ ...sampleLocation, driveMinutes: 150 });
    expect(result.error?.issues[0]?.message).toBe('Campgrounds must be within 2 hours of Sydney.');
  });

  it('needs at least one package and valid coordinates', () => {
    expect(locationSchema.safeParse({ ...sampleLocation, packageIds: [] }).success).toBe(false);
    expect(
      locationSchema.safeParse({ ...sampleLocation, coordinates: { lat: -95, lng: 0 } }).success,
    ).toBe(false);
  });
});
