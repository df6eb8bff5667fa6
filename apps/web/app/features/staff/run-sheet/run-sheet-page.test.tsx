import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import { fetchRunSheet } from '../staff-firestore.ts';
import RunSheetPage from './run-sheet-page.tsx';

vi.mock('../staff-firestore.ts', () => ({ fetchRunSheet: vi.fn() }));

const visit = (path: string) =>
  renderWithProviders(<RunSheetPage />, {
    route: '/admin/run-sheet',
    path,
    queryClient: catalogueQueryClient(),
  });

afterEach(() => {
  vi.clearAllMocks();
});

describe('the run sheet', () => {
  it('shows each day’s set-ups and pack-downs per campground, with what to load', async () => {
    vi.mocked(fetchRunSheet).mockResolvedValue({
      bookings: [
        testBooking('arriving', {
          status: 'confirmed',
          addOns: [{ addOnId: 'firewood', quantity: 2 }],
        }),
        testBooking('unpaid', {
          userId: 'robin',
          status: 'pending_payment',
          locationId: 'bouddi-putty-beach',
          phone: undefined,
          email: 'robin@example.com',
        }),
        testBooking('leaving', {
          userId: 'alex',
          arrival: '2026-12-01' as never,
          departure: '2026-12-05' as never,
          packageId: 'family-basecamp',
        }),
      ],
      customerNames: { casey: 'Casey Jones', alex: 'Alex Lee' },
    });
    visit('/admin/run-sheet?day=2026-12-04');
    await vi.waitFor(() => expect(fetchRunSheet).toHaveBeenCalledWith('2026-12-04', '2026-12-11'));
    expect(screen.getByText(/Fri, 4 Dec 2026 to Fri, 11 Dec 2026/)).toBeInTheDocument();

    const fourth = await screen.findByRole('region', { name: 'Friday 4 December 2026' });
    expect(fourth.textContent).toContain('To load: Essentials × 1; add-ons: Firewood bundle × 2');
    expect(
      within(fourth)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Putty Beach, Bouddi National Park', 'Bonnie Vale, Royal National Park']);
    const casey = within(fourth).getByRole('link', { name: 'Casey Jones' });
    expect(casey.getAttribute('href')).toBe('/admin/bookings/arriving');
    expect(casey.closest('li')!.textContent).toContain('+61412345678');
    expect(casey.closest('li')!.textContent).toContain(
      'Essentials kit, 2 guests; add-ons: Firewood bundle × 2',
    );
    const robin = within(fourth).getByRole('link', { name: 'robin@example.com' });
    expect(robin.closest('li')!.textContent).toContain('Tentative: awaiting payment');

    const fifth = screen.getByRole('region', { name: 'Saturday 5 December 2026' });
    expect(fifth.textContent).toContain('Pack-downs (1)');
    expect(within(fifth).getByRole('link', { name: 'Alex Lee' })).toBeInTheDocument();
    expect(fifth.textContent).not.toContain('To load');

    const sixth = screen.getByRole('region', { name: 'Sunday 6 December 2026' });
    expect(sixth.textContent?.match(/Pack-downs \(1\)/g)).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Friday 11 December 2026' }).textContent).toContain(
      'No set-ups or pack-downs.',
    );
    expect(screen.getAllByRole('region')).toHaveLength(8);
  });

  it('starts today in Sydney, picks another day, and prints', async () => {
    vi.mocked(fetchRunSheet).mockResolvedValue({ bookings: [], customerNames: {} });
    // happy-dom has no printing.
    const print = vi.fn();
    window.print = print;
    const { router, user } = visit('/admin/run-sheet');
    await vi.waitFor(() =>
      expect(fetchRunSheet).toHaveBeenCalledWith(todayInSydney(), expect.any(String)),
    );
    expect(screen.getByLabelText('First day')).toHaveProperty('value', todayInSydney());

    await fill(user, screen.getByLabelText('First day'), '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?day=2027-01-10'));
    expect(
      await screen.findByRole('region', { name: 'Sunday 10 January 2027' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
