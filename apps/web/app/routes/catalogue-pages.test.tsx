import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addOnsQuery, packagesQuery, pricingSettingsQuery } from '../queries/catalogue.ts';
import { locationsQuery } from '../queries/locations.ts';
import { QueryClientSource, WithQueries } from '../queries/query-client-source.tsx';
import Equipment from './equipment.tsx';
import Faq from './faq.tsx';
import Home from './home.tsx';
import Locations from './locations.tsx';
import Pricing from './pricing.tsx';
import Terms from './terms-and-conditions.tsx';

// Firestore never answers: what a page shows while the cache is empty.
vi.mock('../firebase/catalogue.ts', () => {
  const never = () => new Promise(() => {});
  return {
    fetchPackages: never,
    fetchAddOns: never,
    fetchPricingSettings: never,
    fetchLocations: never,
  };
});

afterEach(cleanup);

const PAGES: [string, ComponentType, string][] = [
  ['home', Home, 'Your campsite, set up before you arrive'],
  ['locations', Locations, 'Locations'],
  ['pricing', Pricing, 'Pricing'],
  ['equipment', Equipment, 'Equipment'],
  ['faq', Faq, 'Frequently asked questions'],
  ['terms and conditions', Terms, 'Terms and conditions'],
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
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(packagesQuery.queryKey, CAMPING_PACKAGES);
  queryClient.setQueryData(addOnsQuery.queryKey, ADD_ONS);
  queryClient.setQueryData(pricingSettingsQuery.queryKey, PRICING_SETTINGS);
  queryClient.setQueryData(locationsQuery.queryKey, LOCATIONS);
  return queryClient;
}

describe.each(PAGES)('the %s page', (_name, Page, heading) => {
  it('says what it is loading when the cache does not have the catalogue yet', () => {
    renderPage(Page, new QueryClient());
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
