import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_LIMIT } from '@camping/domain/staff/booking-find';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import BookingsPage from '../bookings/bookings-page.tsx';
import { fetchBookingsPage } from '../staff-firestore.ts';
import { findBookings } from './customers-firestore.ts';

vi.mock('../staff-firestore.ts', () => ({
  fetchBookingsPage: vi.fn(),
  fetchMonthBookings: vi.fn(),
}));
vi.mock('./customers-firestore.ts', () => ({ findBookings: vi.fn() }));

const visit = (path = '/admin') =>
  renderWithProviders(<BookingsPage />, {
    route: '/admin',
    path,
    queryClient: catalogueQueryClient(),
  });

beforeEach(() => {
  vi.mocked(fetchBookingsPage).mockResolvedValue({ bookings: [testBooking('b1')], next: null });
  vi.mocked(findBookings).mockResolvedValue([
    testBooking('b7', { customerName: 'Casey McDonald', userId: 'casey' }),
  ]);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('finding a booking', () => {
  it('finds by what was typed, keeps it in the address and lists each booking with its customer', async () => {
    const { router, user } = visit();
    await screen.findByRole('region', { name: 'Bookings by arrival' });
    const find = screen.getByRole('search', { name: 'Find a booking' });
    await fill(user, within(find).getByLabelText(/Find a booking/), '  mcd ');
    await user.click(within(find).getByRole('button', { name: 'Find' }));

    const found = await screen.findByRole('region', { name: '1 booking found for “mcd”' });
    expect(router.state.location.search).toBe('?find=mcd');
    expect(findBookings).toHaveBeenCalledWith('mcd');
    const customer = within(found).getByRole('link', { name: 'Casey McDonald' });
    expect(customer.getAttribute('href')).toBe('/admin/customers/casey');
    expect(within(found).getAllByRole('link')[0]!.getAttribute('href')).toBe('/admin/bookings/b7');
    // The filters and the list are for browsing: out of the way while finding.
    expect(screen.queryByRole('form', { name: 'Filter bookings' })).toBeNull();

    await user.click(
      within(screen.getByRole('search', { name: 'Find a booking' })).getByRole('link', {
        name: 'All bookings',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Bookings by arrival' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing starts with what was typed', async () => {
    vi.mocked(findBookings).mockResolvedValue([]);
    visit('/admin?find=zz');
    expect(
      await screen.findByText('No booking’s reference, customer e-mail or name starts with “zz”.'),
    ).toBeInTheDocument();
  });

  it('asks for more before reading anything when too little was typed', async () => {
    visit('/admin?find=c');
    expect(
      await screen.findByText(
        'Type at least 2 characters of a reference, an e-mail address or a name.',
      ),
    ).toBeInTheDocument();
    expect(findBookings).not.toHaveBeenCalled();
  });

  it('says when only the first bookings found are listed', async () => {
    vi.mocked(findBookings).mockResolvedValue(
      Array.from({ length: FIND_LIMIT }, (_, index) => testBooking(`b${index}`)),
    );
    visit('/admin?find=casey');
    expect(
      await screen.findByText('Only the first ones are listed: type more to narrow them.'),
    ).toBeInTheDocument();
  });
});
