import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { addOnsQuery, everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import CataloguePage from './catalogue-page.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
// After a save the lists read the catalogue again: here it answers what it had.
vi.mock('#app/features/catalogue/catalogue-firestore.ts', () => ({
  fetchLocations: () => Promise.resolve([listed, archived]),
  fetchLocation: () => Promise.resolve(null),
  fetchPackages: () => Promise.resolve(CAMPING_PACKAGES),
  fetchAddOns: () => Promise.resolve(ADD_ONS),
}));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const [listed, archived] = [LOCATIONS[0]!, { ...LOCATIONS[1]!, archived: true }];

function renderCatalogue(path = '/admin/catalogue') {
  const queryClient = testQueryClient([
    [everyLocationQuery.queryKey, [listed, archived]],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
    [addOnsQuery.queryKey, ADD_ONS],
  ]);
  return renderWithProviders(<CataloguePage />, { path, queryClient });
}

describe('CataloguePage', () => {
  it('lists campgrounds (archived ones marked), packages and add-ons with their prices in dollars', () => {
    renderCatalogue();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Catalogue');
    expect(screen.getByText(/pre-rendered public pages after the next build/)).toBeInTheDocument();
    const campgrounds = screen.getByRole('region', { name: 'Campgrounds' });
    expect(within(campgrounds).getByText('Archived')).toBeInTheDocument();
    expect(
      within(campgrounds).getByRole('button', { name: `Unarchive ${archived.name}` }),
    ).toBeInTheDocument();
    const packages = screen.getByRole('region', { name: 'Packages' });
    expect(packages.textContent).toContain('$149.00 a night');
  });

  it('archives a campground by saving all of it, closures included, with archived set', async () => {
    vi.mocked(callFunction).mockResolvedValue({ saved: true });
    const { user } = renderCatalogue();
    await user.click(screen.getByRole('button', { name: `Archive ${listed.name}` }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('staffSaveCatalogueEntry', {
        kind: 'location',
        isNew: false,
        entry: { ...listed, closures: listed.closures ?? [], archived: true },
      }),
    );
  });

  it('opens a campground’s form from its address, and saves every field back', async () => {
    vi.mocked(callFunction).mockResolvedValue({ saved: true });
    const { user } = renderCatalogue(`/admin/catalogue?edit=location&id=${archived.id}`);
    expect(screen.getByRole('heading', { name: `Edit ${archived.name}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('staffSaveCatalogueEntry', {
        kind: 'location',
        isNew: false,
        entry: { ...archived, closures: archived.closures ?? [] },
      }),
    );
  });

  it('says so when the address names no entry', () => {
    renderCatalogue('/admin/catalogue?edit=package&id=nothing-here');
    expect(screen.getByRole('alert').textContent).toContain('There is no such entry.');
  });
});
