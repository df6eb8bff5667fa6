import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { StaySearchResponse } from '@camping/domain/availability/stay-search';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import { queryKeys } from '#app/shared/query-keys.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { searchStays } from './search-calls.ts';
import StaySearchResults from './stay-search-results.tsx';

vi.mock('./search-calls.ts', () => ({ searchStays: vi.fn() }));
vi.mock('#app/features/account/index.ts', () => ({
  useAuth: () => ({ status: 'guest', user: null }),
}));

const stay = {
  arrival: parseIsoDate('2027-03-05'),
  departure: parseIsoDate('2027-03-07'),
  guests: 2,
};

const answer = (overrides: Partial<StaySearchResponse>): StaySearchResponse => ({
  matches: [],
  suggestions: [],
  problem: null,
  ...overrides,
});

afterEach(() => vi.mocked(searchStays).mockReset());

describe('StaySearchResults', () => {
  it('lists each free campground and package as the server sorted them, each booking the stay', async () => {
    vi.mocked(searchStays).mockResolvedValue(
      answer({
        matches: [
          {
            locationId: 'lane-cove-river',
            locationName: 'Lane Cove River',
            packageId: 'essentials',
            packageName: 'Essentials',
            driveMinutes: 25,
            totalCents: 41_250,
            gstCents: 3_750,
          },
          {
            locationId: 'royal-bonnie-vale',
            locationName: 'Bonnie Vale',
            packageId: 'family-basecamp',
            packageName: 'Family Basecamp',
            driveMinutes: 60,
            totalCents: 70_000,
            gstCents: 6_364,
          },
        ],
      }),
    );
    renderWithProviders(<StaySearchResults stay={stay} />);
    const list = await screen.findByRole('list', {
      name: '2 stays free for Fri, 5 Mar 2027 to Sun, 7 Mar 2027 (2 nights), 2 guests',
    });
    expect(searchStays).toHaveBeenCalledWith(stay);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Essentials at Lane Cove River25 minutes from Sydney$412.50 incl. GST for the stay',
    );
    expect(within(items[1]!).getByRole('link')).toHaveAccessibleDescription(
      'Family Basecamp at Bonnie Vale',
    );
    expect(within(items[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/checkout?location=royal-bonnie-vale&package=family-basecamp&arrival=2027-03-05&departure=2027-03-07&guests=2',
    );
  });

  it('offers, when nothing is free, the nearest free dates per package, each a search of its own', async () => {
    vi.mocked(searchStays).mockResolvedValue(
      answer({
        suggestions: [
          {
            packageId: 'essentials',
            packageName: 'Essentials',
            arrival: parseIsoDate('2027-03-06'),
            departure: parseIsoDate('2027-03-08'),
          },
        ],
      }),
    );
    renderWithProviders(<StaySearchResults stay={stay} />);
    expect(
      await screen.findByRole('heading', { name: /Nothing free for Fri, 5 Mar 2027/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Essentials: Sat, 6 Mar 2027 to Mon, 8 Mar 2027 (2 nights)',
      }),
    ).toHaveAttribute('href', '/locations?arrival=2027-03-06&departure=2027-03-08&guests=2');
  });

  it('says why the dates cannot be booked, and when nothing is near either', async () => {
    vi.mocked(searchStays).mockResolvedValue(
      answer({ problem: 'Book at least 3 days before you arrive, so the crew can prepare.' }),
    );
    renderWithProviders(<StaySearchResults stay={stay} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Book at least 3 days before you arrive, so the crew can prepare.',
    );
    expect(screen.getByText(/Nothing is free within 14 days either way/)).toBeInTheDocument();
  });

  it('says a failed search in words, with a way to try again', async () => {
    vi.mocked(searchStays).mockRejectedValue(new Error('offline'));
    renderWithProviders(<StaySearchResults stay={stay} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not search those dates. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists every other campground and package for the guests as full, each with a way to be told', async () => {
    vi.mocked(searchStays).mockResolvedValue(
      answer({
        matches: [
          {
            locationId: 'lane-cove-river',
            locationName: 'Lane Cove River Tourist Park',
            packageId: 'essentials',
            packageName: 'Essentials',
            driveMinutes: 25,
            totalCents: 41_250,
            gstCents: 3_750,
          },
        ],
      }),
    );
    const laneCove = LOCATIONS.find((location) => location.id === 'lane-cove-river')!;
    renderWithProviders(<StaySearchResults stay={{ ...stay, guests: 3 }} />, {
      path: '/locations?arrival=2027-03-05&departure=2027-03-07&guests=3',
      queryClient: testQueryClient([
        [queryKeys.getLocations(), [laneCove]],
        [queryKeys.getPackages(), CAMPING_PACKAGES],
      ]),
    });
    const full = await screen.findByRole('list', { name: 'Full on these dates' });
    const items = within(full).getAllByRole('listitem');
    // The packages that sleep 3, but the one found free.
    const sleepsThree = CAMPING_PACKAGES.filter(
      (pkg) => pkg.sleeps >= 3 && pkg.id !== 'essentials' && laneCove.packageIds.includes(pkg.id),
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      sleepsThree.map((pkg) => `${pkg.name} at ${laneCove.name}`),
    );
    const login = within(items[0]!).getByRole('link', {
      name: 'Log in to be told when it frees up',
    });
    expect(login).toHaveAccessibleDescription(`${sleepsThree[0]!.name} at ${laneCove.name}`);
    expect(login).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/locations?arrival=2027-03-05&departure=2027-03-07&guests=3')}`,
    );
  });
});
