import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';

/** The catalogue public pages are pre-rendered with. */
export interface PrerenderCatalogue {
  /** Listed campgrounds only: an archived one gets no page of its own. */
  locations: readonly Location[];
  packages: readonly CampingPackage[];
  addOns: readonly AddOn[];
  pricing: PricingSettings;
}

const listed = (locations: readonly Location[]) => locations.filter(({ archived }) => !archived);

/** What the local stacks seed (packages/catalogue): local builds, the dev server and tests. */
export const SEEDED_CATALOGUE: PrerenderCatalogue = {
  locations: listed(LOCATIONS),
  packages: CAMPING_PACKAGES,
  addOns: ADD_ONS,
  pricing: PRICING_SETTINGS,
};

/**
 * The catalogue as it is now in Firestore, which staff edit: what a production build (deploy)
 * pre-renders, so campgrounds added, changed or archived since the last deploy show in its pages.
 */
export async function loadLiveCatalogue(): Promise<PrerenderCatalogue> {
  const { fetchAddOns, fetchLocations, fetchPackages, fetchPricingSettings } =
    await import('#app/features/catalogue/catalogue-firestore.ts');
  const [locations, packages, addOns, pricing] = await Promise.all([
    fetchLocations(),
    fetchPackages(),
    fetchAddOns(),
    fetchPricingSettings(),
  ]);
  return { locations: listed(locations), packages, addOns, pricing };
}
