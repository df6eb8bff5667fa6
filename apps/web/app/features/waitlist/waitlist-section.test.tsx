import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import { callFunction } from '#app/firebase/functions.ts';
import { queryKeys } from '#app/shared/query-keys.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import type { WaitedStay } from './waited-stay.ts';
import { fetchMyWaitlist } from './waitlist-firestore.ts';
import { WaitlistSection } from './waitlist-section.tsx';

vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({ uid: 'casey', email: 'casey@example.com' }),
}));
vi.mock('./waitlist-firestore.ts', () => ({ fetchMyWaitlist: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const waiting: WaitedStay = {
  id: 'casey-0',
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  arrival: parseIsoDate('2027-03-05'),
  departure: parseIsoDate('2027-03-07'),
  guests: 2,
  told: false,
  askedAt: 1,
};
const told: WaitedStay = {
  ...waiting,
  id: 'casey-1',
  packageId: 'family-basecamp',
  guests: 4,
  told: true,
  askedAt: 2,
};

const visit = () =>
  renderWithProviders(<WaitlistSection />, {
    queryClient: testQueryClient([
      [queryKeys.getLocations(), LOCATIONS],
      [queryKeys.getPackages(), CAMPING_PACKAGES],
    ]),
  });

describe('WaitlistSection', () => {
  it('lists each stay with its campground, package, dates, guests and whether we told them', async () => {
    vi.mocked(fetchMyWaitlist).mockResolvedValue([waiting, told]);
    visit();
    expect(screen.getByRole('heading', { name: 'Dates you’re waiting for' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Essentials at Lane Cove River Tourist Park' +
        'Fri, 5 Mar 2027 to Sun, 7 Mar 2027 (2 nights), 2 guests' +
        'Waiting: we’ll e-mail you when this stay frees up.',
    );
    expect(items[1]).toHaveTextContent('Family Basecamp at Lane Cove River Tourist Park');
    expect(items[1]).toHaveTextContent('4 guests');
    expect(items[1]).toHaveTextContent('We’ve e-mailed you that this stay was free.');
  });

  it('removes a stay with its Remove button and reads the list again', async () => {
    vi.mocked(fetchMyWaitlist).mockResolvedValueOnce([waiting]).mockResolvedValueOnce([]);
    vi.mocked(callFunction).mockResolvedValue({ left: true });
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/You are not waiting for any stays/)).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledExactlyOnceWith('leaveWaitlist', {
      requestId: 'casey-0',
    });
    expect(screen.getByRole('link', { name: 'search its dates' })).toHaveAttribute(
      'href',
      '/locations',
    );
  });
});
