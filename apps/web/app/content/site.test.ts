import { describe, expect, it } from 'vitest';
import { BUSINESS, PUBLIC_PATHS, locationPath } from './site.ts';

describe('site facts', () => {
  it('gives the business the general enquiries address', () => {
    expect(BUSINESS.email).toBe('hello@completecamping.com.au');
  });

  it('lists each public page of the spec once, and builds campground paths', () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(9);
    expect(locationPath('lane-cove-river')).toBe('/locations/lane-cove-river');
  });
});
