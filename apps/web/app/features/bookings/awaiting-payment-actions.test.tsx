import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { BookingList } from './bookings-list.tsx';
import type * as PaymentRedirect from './payment-redirect.ts';
import { openPaymentPage } from './payment-redirect.ts';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('./payment-redirect.ts', async (actual) => ({
  ...(await actual<typeof PaymentRedirect>()),
  openPaymentPage: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
});

const at = '2026-11-21T03:00:00.000Z';
const paymentUrl = 'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=held';
const held: Booking = {
  id: 'held',
  userId: 'casey',
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  addOns: [],
  arrival: '2027-09-13' as IsoDate,
  departure: '2027-09-15' as IsoDate,
  guests: 2,
  status: 'pending_payment',
  totalCents: 29_800,
  gstCents: 2_709,
  currency: 'AUD',
  holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  payment: {
    method: 'test',
    checkoutSessionId: 'cs_local_held',
    paymentUrl,
    paidCents: 0,
    refundedCents: 0,
  },
  createdAt: at,
  updatedAt: at,
  history: [{ status: 'pending_payment', at, by: 'casey' }],
};

function renderList(bookings: Booking[]) {
  const queryClient = testQueryClient([
    [locationsQuery.queryKey, LOCATIONS],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
  ]);
  const onReleased = vi.fn();
  const { user } = renderWithProviders(
    <BookingList bookings={bookings} onReleased={onReleased} />,
    { queryClient },
  );
  return { onReleased, user };
}

describe('a booking awaiting payment in My Bookings', () => {
  it('"Pay now" opens the payment page of its hold', async () => {
    vi.mocked(callFunction).mockResolvedValue({ bookingId: 'held', paymentUrl });
    const { user } = renderList([held]);
    const item = screen.getByRole('article');
    expect(item.textContent).toMatch(/We hold these dates for you until \d{1,2}:\d\d [ap]m/);
    expect(within(item).queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
    await user.click(
      within(item).getByRole('button', { name: 'Pay now at Lane Cove River Tourist Park' }),
    );
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(paymentUrl));
    expect(callFunction).toHaveBeenCalledWith('resumeCheckout', { bookingId: 'held' });
    expect(within(item).getByRole('button', { name: /Opening the payment page/ })).toHaveProperty(
      'disabled',
      true,
    );

    // Back from the payment page as it was left: "Pay now" again.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await within(item).findByRole('button', { name: /^Pay now/ })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('"Release these dates" releases the hold; a refusal is said in words', async () => {
    vi.mocked(callFunction).mockResolvedValueOnce({ bookingId: 'held', refundCents: 0 });
    const { onReleased, user } = renderList([held]);
    await user.click(screen.getByRole('button', { name: /^Release these dates/ }));
    await waitFor(() => expect(onReleased).toHaveBeenCalledWith(held));
    expect(callFunction).toHaveBeenCalledWith('cancelBooking', { bookingId: 'held' });

    vi.mocked(callFunction).mockRejectedValueOnce(
      Object.assign(new Error('This checkout has ended and its dates were released.'), {
        code: 'functions/failed-precondition',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Pay now/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This checkout has ended and its dates were released.',
    );
  });

  it('offers neither once the hold has ended, nor for other bookings', () => {
    renderList([
      { ...held, holdExpiresAt: at },
      { ...held, id: 'paid', status: 'requested' },
    ]);
    const [ended, paid] = screen.getAllByRole('article');
    expect(ended!.textContent).toContain('The hold on these dates has ended unpaid.');
    for (const item of [ended!, paid!]) {
      expect(
        within(item).queryByRole('button', { name: /^(Pay now|Release these dates)/ }),
      ).toBeNull();
    }
  });
});
