import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { ServedAsNotFound } from '#app/features/site/index.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { fetchLocation } from './catalogue-firestore.ts';
import { packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
import LocationPage from './location-page.tsx';
import { locationQuery } from './locations-queries.ts';

vi.mock('./catalogue-firestore.ts', () => ({ fetchLocation: vi.fn() }));
// The availability teaser asks a function; these tests are about the page around it.
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: () => new Promise(() => {}) }));

const location = LOCATIONS[0]!;
afterEach(() => {
  vi.clearAllMocks();
});

/** `servedAsNotFound`: the browser got the not-found document (status 404) for this address. */
function renderAt(
  path: string,
  { servedAsNotFound = false, cached = [] as Parameters<typeof testQueryClient>[0] } = {},
) {
  return renderWithProviders(
    <ServedAsNotFound path={servedAsNotFound ? path : null}>
      <Routes>
        <Route path="locations/:locationId" element={<LocationPage />} />
      </Routes>
    </ServedAsNotFound>,
    { path, queryClient: testQueryClient(cached) },
  );
}

describe('LocationPage', () => {
  it('shows a campground from the cache, with its title', () => {
    renderAt(`/locations/${location.id}`, {
      cached: [
        [locationQuery(location.id).queryKey, location],
        [packagesQuery.queryKey, CAMPING_PACKAGES],
        [pricingSettingsQuery.queryKey, PRICING_SETTINGS],
      ],
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(location.name);
    expect(document.title).toBe(`${location.name} | The Complete Camping Experience`);
    expect(fetchLocation).not.toHaveBeenCalled();
  });

  it('reads a campground the cache does not have, saying so meanwhile', async () => {
    vi.mocked(fetchLocation).mockResolvedValue(location);
    renderAt(`/locations/${location.id}`);
    expect(screen.getByRole('status').textContent).toBe('Loading the campground…');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(location.name);
    expect(fetchLocation).toHaveBeenCalledWith(location.id);
  });

  it('is the not-found page for an unknown campground', async () => {
    vi.mocked(fetchLocation).mockResolvedValue(null);
    renderAt('/locations/atlantis');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      "That page doesn't exist",
    );
    expect(document.title).toBe('Page not found | The Complete Camping Experience');
  });

  it('is the not-found page once live data says staff archived the campground', async () => {
    vi.mocked(fetchLocation).mockResolvedValue({ ...location, archived: true });
    renderAt(`/locations/${location.id}`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      "That page doesn't exist",
    );
  });

  it('served as the not-found page, stays that page while it reads, as the HTML it hydrates', async () => {
    let answer!: (found: typeof location | null) => void;
    vi.mocked(fetchLocation).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/locations/atlantis', { servedAsNotFound: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("That page doesn't exist");
    expect(screen.queryByRole('status')).toBeNull();

    // A campground added to Firestore since the build: its page replaces the not-found page.
    answer(location);
    expect(
      (await screen.findByRole('heading', { level: 1, name: location.name })).textContent,
    ).toBe(location.name);
  });

  it('says a failed read failed, and reads again on request', async () => {
    vi.mocked(fetchLocation).mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAt(`/locations/${location.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this campground.');

    vi.mocked(fetchLocation).mockResolvedValue(location);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(location.name);
  });
});
