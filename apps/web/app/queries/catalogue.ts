import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { queryOptions } from '@tanstack/react-query';

// The rest of the catalogue the public pages price from. Their keys live here rather than in the
// domain's cacheKeys, which holds exactly the keys of spec section 7.
export const CATALOGUE_KEYS = {
  packages: ['getPackages'],
  addOns: ['getAddOns'],
  pricingSettings: ['getPricingSettings'],
} as const;

/** Every package, in the order the business lists them. */
export const packagesQuery = queryOptions({
  queryKey: CATALOGUE_KEYS.packages,
  queryFn: async () => (await import('../firebase/catalogue.ts')).fetchPackages(),
  select: (packages: CampingPackage[]) => [...packages].sort((a, b) => a.sortOrder - b.sortOrder),
});

/** Every add-on, by name. */
export const addOnsQuery = queryOptions({
  queryKey: CATALOGUE_KEYS.addOns,
  queryFn: async () => (await import('../firebase/catalogue.ts')).fetchAddOns(),
  select: (addOns: AddOn[]) => [...addOns].sort((a, b) => a.name.localeCompare(b.name)),
});

export const pricingSettingsQuery = queryOptions({
  queryKey: CATALOGUE_KEYS.pricingSettings,
  queryFn: async () => (await import('../firebase/catalogue.ts')).fetchPricingSettings(),
});
