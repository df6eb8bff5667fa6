import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { Booking } from '@camping/domain/booking/booking';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import {
  addOnsQuery,
  locationsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { createQueryClient } from '#app/shared/query-client/query-client.ts';
import { findDialog, renderWithProviders } from '#app/test/render.tsx';
import { fetchUserBookings } from './bookings-firestore.ts';
import MyBookingsPage from './my-bookings-page.tsx';

vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({ uid: 'casey', displayName: 'Casey', email: 'casey@example.com' }),
}));
vi.mock('./bookings-firestore.ts', () => ({ fetchUserBookings: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const today = todayInSydney();
const at = '2026-11-21T03:00:00.000Z';
const paid = {
  method: 'test' as const,
  checkoutSessionId: 'cs_1',
  paymentUrl: 'http://pay.example',
  paidCents: 57_800,
  refundedCents: 0,
};
function booking(id: string, fields: Partial<Booking>): Booking {
  return {
    id,
    userId: 'casey',
    locationId: 'royal-bonnie-vale',
    packageId: 'glamping-bell-tent',
    addOns: [],
    arrival: addDays(today, 40),
    departure: addDays(today, 42),
    guests: 2,
    status: 'requested',
    totalCents: 57_800,
    gstCents: 5_255,
    currency: 'AUD',
    payment: paid,
    createdAt: at,
    updatedAt: at,
    history: [
      { status: 'pending_payment', at, by: 'casey' },
      { status: 'requested', at, by: 'stripe' },
    ],
    ...fields,
  };
}
const requested = booking('requested-stay', {});
const cancelledElsewhere = booking('requested-stay', {
  status: 'cancelled',
  payment: { ...paid, refundedCents: 57_800 },
  history: [...requested.history, { status: 'cancelled', at, by: 'casey' }],
});

/** My Bookings with the app's own query defaults, the catalogue already read. */
function renderPage(url: InitialEntry = '/account/bookings') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(locationsQuery.queryKey, LOCATIONS);
  queryClient.setQueryData(packagesQuery.queryKey, CAMPING_PACKAGES);
  queryClient.setQueryData(addOnsQuery.queryKey, ADD_ONS);
  queryClient.setQueryData(pricingSettingsQuery.queryKey, PRICING_SETTINGS);
  queryClient.setQueryData(availabilitySettingsQuery.queryKey, {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [],
  });
  return renderWithProviders(<MyBookingsPage />, { queryClient, path: url });
}

const refused = (message: string) =>
  Object.assign(new Error(message), { code: 'functions/failed-precondition' });

describe('MyBookingsPage', () => {
  it('puts checkouts that were not completed apart from the stays, saying what became of them', async () => {
    vi.mocked(fetchUserBookings).mockResolvedValue([
      requested,
      booking('left-unpaid', {
        arrival: addDays(today, 50),
        departure: addDays(today, 52),
        status: 'cancelled',
        payment: { ...paid, paidCents: 0 },
        history: [
          { status: 'pending_payment', at, by: 'casey' },
          { status: 'cancelled', at, by: 'casey' },
        ],
      }),
    ]);
    renderPage();
    const stays = await screen.findByRole('region', { name: 'Your bookings' });
    expect(
      within(stays)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('requested-stay')]);
    const notCompleted = screen.getByRole('region', { name: 'Checkouts not completed' });
    const unpaid = within(notCompleted).getByRole('article');
    expect(unpaid.textContent).toContain('left-unpaid');
    expect(unpaid.textContent).toContain('Not completed');
    expect(unpaid.textContent).not.toContain('Cancelled');
    expect(unpaid.textContent).toContain(
      'This booking was cancelled before we received a payment for it, so it did not go ahead.',
    );
    expect(unpaid.textContent).toContain('$578.00 (includes $52.55 GST), not paid');
  });

  it('shows only checkouts not completed under "You have no bookings yet" when no stay came of any', async () => {
    vi.mocked(fetchUserBookings).mockResolvedValue([
      booking('ran-out', {
        status: 'expired',
        payment: { ...paid, paidCents: 0 },
        history: [
          { status: 'pending_payment', at, by: 'casey' },
          { status: 'expired', at, by: 'system' },
        ],
      }),
    ]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You have no bookings yet' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Checkouts not completed' })).getByRole('article')
        .textContent,
    ).toContain('ran-out');
  });

  it('says what a change did, first and focused, once the bookings have loaded', async () => {
    let loaded: (bookings: Booking[]) => void = () => {};
    vi.mocked(fetchUserBookings).mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const changedMessage = 'Your stay is now 10 to 12 March. We are refunding $40.00 to your card.';
    renderPage({ pathname: '/account/bookings', state: { changedMessage } });
    expect(await screen.findByText('Loading your bookings…')).toBeInTheDocument();
    expect(screen.queryByText(changedMessage)).toBeNull();

    act(() => loaded([requested]));
    expect(await screen.findByText(changedMessage)).toHaveFocus();
  });

  it('shows what another tab changed as soon as this one is looked at again', async () => {
    vi.mocked(fetchUserBookings).mockResolvedValueOnce([requested]);
    renderPage();
    const item = await screen.findByRole('article');
    expect(item.textContent).toContain('Requested');

    vi.mocked(fetchUserBookings).mockResolvedValue([cancelledElsewhere]);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Cancelled'));
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
  });

  it('says once what a refusal caused by a newer state means, and shows that state', async () => {
    vi.mocked(fetchUserBookings).mockResolvedValueOnce([requested]);
    const why = 'This booking is cancelled and cannot be cancelled.';
    vi.mocked(callFunction).mockRejectedValue(refused(why));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel booking/ }));

    vi.mocked(fetchUserBookings).mockResolvedValue([cancelledElsewhere]);
    const dialog = await findDialog('Cancel this booking?');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(why));
    expect(within(dialog).queryByRole('button', { name: /^Try again/ })).toBeNull();
    // The list behind the dialog is read again: the booking shows as it is now.
    await waitFor(() =>
      expect(screen.getByRole('article', { hidden: true }).textContent).toContain('Cancelled'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(vi.mocked(callFunction)).toHaveBeenLastCalledWith('cancelBooking', {
        bookingId: 'requested-stay',
      }),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(why));
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
  });

  it('changes dates in a view of its own: the form for a booking that may move, else why not', async () => {
    const soon = booking('soon', { arrival: addDays(today, 10), departure: addDays(today, 12) });
    vi.mocked(fetchUserBookings).mockResolvedValue([requested, soon]);
    renderPage('/account/bookings?change=requested-stay');
    expect(await screen.findByRole('heading', { name: 'Change dates' })).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Change the dates of your booking' }),
    ).toBeInTheDocument();

    cleanup();
    renderPage('/account/bookings?change=soon');
    expect(
      await screen.findByText(
        'Dates can be changed here until 14 days before arrival. Contact us and we will change this booking for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toBeInTheDocument();
  });
});
