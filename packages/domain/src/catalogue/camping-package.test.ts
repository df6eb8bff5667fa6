import { describe, expect, it } from 'vitest';
import { campingPackageSchema } from './camping-package.ts';

const classic = {
  id: 'classic',
  name: 'Classic',
  summary: 'Everything two people need.',
  description: 'A 3-person tent set up with beds, linen and a camp kitchen.',
  sleeps: 2,
  nightlyRateCents: 18_900,
  includes: ['Tent', 'Two beds'],
  kitCount: 4,
  sortOrder: 1,
};

describe('campingPackageSchema', () => {
  it('accepts a package', () => {
    expect(campingPackageSchema.parse(classic)).toEqual(classic);
  });

  it('keeps money in whole cents and capacity non-negative', () => {
    expect(campingPackageSchema.safeParse({ ...classic, nightlyRateCents: 189.5 }).success).toBe(
      false,
    );
    expect(campingPackageSchema.safeParse({ ...classic, kitCount: -1 }).success).toBe(false);
    expect(campingPackageSchema.safeParse({ ...classic, includes: [] }).success).toBe(false);
  });
});
