import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import { fetchBookingsPage, fetchMonthBookings } from '../staff-firestore.ts';
import { BOOKINGS_PAGE_SIZE } from '../staff-queries.ts';
import BookingsPage from './bookings-page.tsx';

vi.mock('../staff-firestore.ts', () => ({
  fetchBookingsPage: vi.fn(),
  fetchMonthBookings: vi.fn(),
}));

const visit = (path = '/admin') =>
  renderWithProviders(<BookingsPage />, {
    route: '/admin',
    path,
    queryClient: catalogueQueryClient(),
  });

const noFilters = { status: '', from: '', to: '', locationId: '' };
const firstPage = Array.from({ length: BOOKINGS_PAGE_SIZE }, (_, index) =>
  testBooking(`b${index + 1}`),
);

beforeEach(() => {
  vi.mocked(fetchBookingsPage).mockImplementation(async (_, after) =>
    after
      ? { bookings: [testBooking('b21', { status: 'confirmed' })], next: null }
      : { bookings: firstPage, next: { arrival: '2026-12-04', id: 'b20' } },
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('the bookings list', () => {
  it('lists a page of bookings, each linking to its detail and its customer', async () => {
    visit();
    const list = await screen.findByRole('region', { name: 'Bookings by arrival' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(BOOKINGS_PAGE_SIZE);
    const [link, customer] = within(rows[0]!).getAllByRole('link');
    expect(customer!.textContent).toBe('casey@example.com');
    expect(customer!.getAttribute('href')).toBe('/admin/customers/casey');
    expect(link!.textContent).toBe(
      'Bonnie Vale, Royal National Park: Fri, 4 Dec 2026 to Sun, 6 Dec 2026 (2 nights)',
    );
    expect(link!.getAttribute('href')).toBe('/admin/bookings/b1');
    expect(rows[0]!.textContent).toContain('Requested');
    expect(fetchBookingsPage).toHaveBeenCalledWith(noFilters, null, BOOKINGS_PAGE_SIZE);
  });

  it('pages on from the last booking read, and back', async () => {
    const { user } = visit();
    await screen.findByRole('region', { name: 'Bookings by arrival' });
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Bookings 21 to 21')).toBeInTheDocument();
    expect(fetchBookingsPage).toHaveBeenLastCalledWith(
      noFilters,
      { arrival: '2026-12-04', id: 'b20' },
      BOOKINGS_PAGE_SIZE,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Bookings 1 to 20')).toBeInTheDocument();
  });

  it('keeps the filters in the address and reads with them', async () => {
    const { router, user } = visit();
    await screen.findByRole('region', { name: 'Bookings by arrival' });
    const form = screen.getByRole('form', { name: 'Filter bookings' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'requested');
    await user.selectOptions(within(form).getByLabelText('Campground'), 'royal-bonnie-vale');
    await fill(user, within(form).getByLabelText('Arriving from'), '2026-12-01');
    await fill(user, within(form).getByLabelText('Arriving to'), '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=requested&from=2026-12-01&to=2026-12-31&campground=royal-bonnie-vale',
      ),
    );
    await vi.waitFor(() =>
      expect(fetchBookingsPage).toHaveBeenLastCalledWith(
        {
          status: 'requested',
          from: '2026-12-01',
          to: '2026-12-31',
          locationId: 'royal-bonnie-vale',
        },
        null,
        BOOKINGS_PAGE_SIZE,
      ),
    );
    // The form shows what the address says.
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'requested');
  });

  it('says when nothing matches, and refuses a backwards date range without reading', async () => {
    vi.mocked(fetchBookingsPage).mockResolvedValue({ bookings: [], next: null });
    visit('/admin?status=declined');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    cleanup();
    vi.mocked(fetchBookingsPage).mockClear();
    visit('/admin?from=2026-12-10&to=2026-12-01');
    expect(screen.getByRole('alert').textContent).toBe(
      'The "arriving from" date is after the "arriving to" date.',
    );
    expect(fetchBookingsPage).not.toHaveBeenCalled();
  });
});

describe('the month calendar', () => {
  it('shows each booking on its nights in the month, and moves between months', async () => {
    vi.mocked(fetchMonthBookings).mockResolvedValue({
      bookings: [
        testBooking('b1', { arrival: '2026-12-04' as never, departure: '2026-12-06' as never }),
      ],
      truncated: false,
    });
    const { router, user } = visit('/admin?view=calendar&month=2026-12&status=requested');
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(fetchMonthBookings).toHaveBeenCalledWith('2026-12', {
      status: 'requested',
      locationId: '',
    });
    const nights = screen.getByRole('list', { name: 'Nights of December 2026' });
    const stays = within(nights).getAllByRole('link');
    expect(stays.map((link) => link.textContent)).toEqual([
      'Arrives: Bonnie Vale, Royal National Park, casey@example.com, Requested',
      'Bonnie Vale, Royal National Park, casey@example.com, Requested',
    ]);
    expect(stays[0]!.getAttribute('href')).toBe('/admin/bookings/b1');
    // The calendar filters by status and campground; arrival dates are the list's.
    expect(screen.queryByLabelText('Arriving from')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next month' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?status=requested&view=calendar&month=2027-01'),
    );
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
  });

  it('switches between the list and the calendar, keeping the filters', async () => {
    vi.mocked(fetchMonthBookings).mockResolvedValue({ bookings: [], truncated: false });
    const { router, user } = visit('/admin?status=confirmed');
    await screen.findByRole('region', { name: 'Bookings by arrival' });
    const views = screen.getByRole('navigation', { name: 'Bookings view' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(views).getByRole('link', { name: 'Month calendar' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?status=confirmed&view=calendar'),
    );
    expect(await screen.findByText(/No bookings have a night in/)).toBeInTheDocument();
  });
});
