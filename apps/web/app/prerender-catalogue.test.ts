import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { describe, expect, it, vi } from 'vitest';
import { loadLiveCatalogue } from './prerender-catalogue.ts';
import { prerenderedPaths } from './public-paths.ts';

const [listed, retired] = LOCATIONS;

vi.mock('#app/features/catalogue/catalogue-firestore.ts', () => ({
  fetchLocations: async () => [listed, { ...retired, archived: true }],
  fetchPackages: async () => CAMPING_PACKAGES,
  fetchAddOns: async () => [],
  fetchPricingSettings: async () => PRICING_SETTINGS,
}));

describe('the catalogue a production build pre-renders', () => {
  it("is Firestore's, without archived campgrounds", async () => {
    const catalogue = await loadLiveCatalogue();
    expect(catalogue.locations.map(({ id }) => id)).toEqual([listed!.id]);
    expect(catalogue.packages).toBe(CAMPING_PACKAGES);
    expect(prerenderedPaths(catalogue.locations)).toContain(`/locations/${listed!.id}`);
    expect(prerenderedPaths(catalogue.locations)).not.toContain(`/locations/${retired!.id}`);
  });
});
