import { queryOptions } from '@tanstack/react-query';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { queryKeys } from '#app/shared/query-keys.ts';

// The rest of the catalogue the public pages price from, read from Firestore (Firestore Lite, loaded
// with the first read). The campgrounds are in locations-queries.ts.
const loadCatalogue = () => import('./catalogue-firestore.ts');

/** Every package, in the order the business lists them. */
export const packagesQuery = queryOptions({
  queryKey: queryKeys.getPackages(),
  queryFn: async () => (await loadCatalogue()).fetchPackages(),
  select: (packages: CampingPackage[]) => [...packages].sort((a, b) => a.sortOrder - b.sortOrder),
});

/** Every add-on, by name. */
export const addOnsQuery = queryOptions({
  queryKey: queryKeys.getAddOns(),
  queryFn: async () => (await loadCatalogue()).fetchAddOns(),
  select: (addOns: AddOn[]) => [...addOns].sort((a, b) => a.name.localeCompare(b.name)),
});

export const pricingSettingsQuery = queryOptions({
  queryKey: queryKeys.getPricingSettings(),
  queryFn: async () => (await loadCatalogue()).fetchPricingSettings(),
});
