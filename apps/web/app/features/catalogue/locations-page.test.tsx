import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import LocationsPage from './locations-page.tsx';
import { locationsQuery } from './locations-queries.ts';

// The search asks a function; these tests are about the page holding the search.
vi.mock('#app/firebase/functions.ts', () => ({
  callFunction: vi.fn(() => Promise.resolve({ matches: [], suggestions: [], problem: null })),
}));

afterEach(() => vi.clearAllMocks());

function renderAt(path: string) {
  return renderWithProviders(<LocationsPage />, {
    path,
    queryClient: testQueryClient([[locationsQuery.queryKey, LOCATIONS]]),
  });
}

describe('LocationsPage', () => {
  it('searches the stay its address names, and follows the address back and forward', async () => {
    const { router } = renderAt('/locations?arrival=2027-03-05&departure=2027-03-07&guests=3');
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing free for Fri, 5 Mar 2027 to Sun, 7 Mar 2027 (2 nights), 3 guests',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Arrival')).toHaveValue('2027-03-05');
    expect(screen.getByLabelText('Guests')).toHaveValue(3);

    await act(() => router.navigate('/locations?arrival=2027-04-09&departure=2027-04-12&guests=2'));
    expect(
      await screen.findByRole('heading', { name: /Nothing free for Fri, 9 Apr 2027/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Departure')).toHaveValue('2027-04-12');

    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('heading', { name: /Nothing free for Fri, 5 Mar 2027/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Arrival')).toHaveValue('2027-03-05');
  });

  it('lists the campgrounds without a search, with an empty search form', () => {
    renderAt('/locations');
    expect(screen.getByRole('form', { name: 'Find a stay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Arrival')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: /free for/ })).not.toBeInTheDocument();
  });
});
