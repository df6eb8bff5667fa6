import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';
import type { CampgroundReviews } from '#app/features/reviews/index.ts';

/** The catalogue public pages are pre-rendered with. */
export interface PrerenderCatalogue {
  /** Listed campgrounds only: an archived one gets no page of its own. */
  locations: readonly Location[];
  packages: readonly CampingPackage[];
  addOns: readonly AddOn[];
  pricing: PricingSettings;
  /**
   * Each campground's first page of published reviews with their count and average, by campground;
   * one missing has none yet.
   */
  reviews: Readonly<Record<string, CampgroundReviews>>;
}

const listed = (locations: readonly Location[]) => locations.filter(({ archived }) => !archived);

/** What the local stacks seed (packages/catalogue): local builds, the dev server and tests. */
export const SEEDED_CATALOGUE: PrerenderCatalogue = {
  locations: listed(LOCATIONS),
  packages: CAMPING_PACKAGES,
  addOns: ADD_ONS,
  pricing: PRICING_SETTINGS,
  // Reviews are written by campers, not seeded with the catalogue: the pages read them once hydrated.
  reviews: {},
};

/**
 * The catalogue as it is now in Firestore, which staff edit: what a production build (deploy)
 * pre-renders, so campgrounds added, changed or archived since the last deploy show in its pages,
 * with the reviews published by then.
 */
export async function loadLiveCatalogue(): Promise<PrerenderCatalogue> {
  const [
    { fetchAddOns, fetchLocations, fetchPackages, fetchPricingSettings },
    { fetchCampgroundReviews },
  ] = await Promise.all([
    import('#app/features/catalogue/catalogue-firestore.ts'),
    import('#app/features/reviews/reviews-firestore.ts'),
  ]);
  const [locations, packages, addOns, pricing] = await Promise.all([
    fetchLocations(),
    fetchPackages(),
    fetchAddOns(),
    fetchPricingSettings(),
  ]);
  const live = listed(locations);
  // A campground's summary and first page only: two reads each, however many reviews it has.
  const reviews = Object.fromEntries(
    await Promise.all(live.map(async ({ id }) => [id, await fetchCampgroundReviews(id)] as const)),
  );
  return { locations: live, packages, addOns, pricing, reviews };
}
