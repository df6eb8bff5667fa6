import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { checkoutPath } from '@camping/ui/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { locationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import Checkout from './checkout-page.tsx';

const euroka = LOCATIONS.find((location) => location.id === 'blue-mountains-euroka')!;
const essentials = CAMPING_PACKAGES.find((campingPackage) => campingPackage.id === 'essentials')!;

afterEach(cleanup);

function renderAt(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(locationQuery(euroka.id).queryKey, euroka);
  queryClient.setQueryData(packagesQuery.queryKey, CAMPING_PACKAGES);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Checkout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Checkout', () => {
  it('shows the campground and package chosen before, and leads back to the campground', () => {
    renderAt(checkoutPath({ locationId: euroka.id, packageId: essentials.id }));
    const choice = screen.getByRole('region', { name: 'Your choice' });
    expect(
      within(choice).getByText(`${euroka.name}, with the ${essentials.name} package`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: `Back to ${euroka.name}` }).getAttribute('href')).toBe(
      `/locations/${euroka.id}`,
    );
  });

  it('without a choice, leads to the campgrounds', () => {
    renderAt(checkoutPath());
    expect(screen.queryByRole('region', { name: 'Your choice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse campgrounds' }).getAttribute('href')).toBe(
      '/locations',
    );
  });
});
