import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import {
  addOnsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/catalogue-queries.ts';
import EquipmentPage from '#app/features/catalogue/equipment-page.tsx';
import LocationsPage from '#app/features/catalogue/locations-page.tsx';
import { locationsQuery } from '#app/features/catalogue/locations-queries.ts';
import PricingPage from '#app/features/catalogue/pricing-page.tsx';
import FaqPage from '#app/features/content/faq-page.tsx';
import HomePage from '#app/features/content/home-page.tsx';
import TermsAndConditionsPage from '#app/features/content/terms-and-conditions-page.tsx';
import { QueryClientSource, WithQueries } from '#app/shared/query-client/query-client-source.tsx';
import { testQueryClient } from '#app/test/render.tsx';

// The public pages that show the catalogue (catalogue and content features). Firestore never answers:
// what a page shows while the cache is empty.
vi.mock('#app/features/catalogue/catalogue-firestore.ts', () => {
  const never = () => new Promise(() => {});
  return {
    fetchPackages: never,
    fetchAddOns: never,
    fetchPricingSettings: never,
    fetchLocations: never,
  };
});

const PAGES: [string, ComponentType, string][] = [
  ['home', HomePage, 'Your campsite, set up before you arrive'],
  ['locations', LocationsPage, 'Locations'],
  ['pricing', PricingPage, 'Pricing'],
  ['equipment', EquipmentPage, 'Equipment'],
  ['faq', FaqPage, 'Frequently asked questions'],
  ['terms and conditions', TermsAndConditionsPage, 'Terms and conditions'],
];

/** As the route table renders a page that reads data, with the given client. */
function renderPage(Page: ComponentType, queryClient: QueryClient) {
  render(
    <QueryClientSource client={queryClient}>
      <MemoryRouter>
        <WithQueries>
          <Page />
        </WithQueries>
      </MemoryRouter>
    </QueryClientSource>,
  );
}

function seededClient() {
  const queryClient = testQueryClient([
    [packagesQuery.queryKey, CAMPING_PACKAGES],
    [addOnsQuery.queryKey, ADD_ONS],
    [pricingSettingsQuery.queryKey, PRICING_SETTINGS],
    [locationsQuery.queryKey, LOCATIONS],
  ]);
  return queryClient;
}

describe.each(PAGES)('the %s page', (_name, Page, heading) => {
  it('says what it is loading when the cache does not have the catalogue yet', () => {
    renderPage(Page, testQueryClient());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('shows the catalogue from the cache, without waiting for Firestore', async () => {
    renderPage(Page, seededClient());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    // The home page's catalogue part is code of its own, loaded a moment later.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

describe.each(PAGES.filter(([name]) => ['home', 'locations', 'pricing'].includes(name)))(
  'the %s page, once staff archived a campground',
  (_name, Page) => {
    it('leaves that campground out and keeps the others', async () => {
      const [archived, listed] = [LOCATIONS[0]!, LOCATIONS[1]!];
      const queryClient = seededClient();
      queryClient.setQueryData(
        locationsQuery.queryKey,
        LOCATIONS.map((location) =>
          location.id === archived.id ? { ...location, archived: true } : location,
        ),
      );
      renderPage(Page, queryClient);
      // The home page's catalogue part is code of its own, loaded a moment later.
      await waitFor(() => expect(document.body.textContent).toContain(listed.name));
      expect(document.body.textContent).not.toContain(archived.name);
    });
  },
);
