import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import BookingRequestedPage from './booking-requested-page.tsx';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import { watchBooking, type WatchedBooking } from './watch-booking.ts';

// Firestore's listener is behind watch-booking.ts; these tests play its part.
vi.mock('./watch-booking.ts', () => ({ watchBooking: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const at = '2026-11-21T03:00:00.000Z';
const held: Booking = {
  id: 'b1',
  userId: 'casey',
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  addOns: [],
  arrival: '2027-03-11' as IsoDate,
  departure: '2027-03-13' as IsoDate,
  guests: 2,
  status: 'pending_payment',
  totalCents: 29_800,
  gstCents: 2_709,
  currency: 'AUD',
  holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  payment: {
    method: 'test',
    checkoutSessionId: 'cs_b1',
    paymentUrl: 'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=b1',
    paidCents: 0,
    refundedCents: 0,
  },
  createdAt: at,
  updatedAt: at,
  history: [{ status: 'pending_payment', at, by: 'casey' }],
};

/** Renders the page and answers what the listener reports; `catalogue` false leaves it loading. */
async function renderPage(id = 'b1', catalogue = true) {
  let report: (booking: WatchedBooking) => void = () => {};
  const stop = vi.fn();
  vi.mocked(watchBooking).mockImplementation((_, onChange) => {
    report = onChange;
    return stop;
  });
  const queryClient = testQueryClient(
    catalogue
      ? [
          [locationsQuery.queryKey, LOCATIONS],
          [packagesQuery.queryKey, CAMPING_PACKAGES],
        ]
      : [],
  );
  let loadCatalogue = () => {};
  if (!catalogue) {
    // A slow network: the catalogue arrives when the test says so.
    const promise = new Promise<void>((resolve) => {
      loadCatalogue = resolve;
    });
    void queryClient.prefetchQuery({
      queryKey: locationsQuery.queryKey,
      queryFn: () => promise.then(() => LOCATIONS),
    });
    void queryClient.prefetchQuery({
      queryKey: packagesQuery.queryKey,
      queryFn: () => promise.then(() => CAMPING_PACKAGES),
    });
  }
  const view = renderWithProviders(
    <Routes>
      <Route path="booking-requested/:id" element={<BookingRequestedPage />} />
    </Routes>,
    { path: `/booking-requested/${id}`, queryClient },
  );
  await vi.waitFor(() =>
    expect(watchBooking).toHaveBeenCalledWith(id, expect.any(Function), expect.any(Function)),
  );
  return {
    report: (booking: WatchedBooking) => act(() => report(booking)),
    loadCatalogue: () => act(async () => loadCatalogue()),
    stop,
    view,
  };
}

describe('BookingRequestedPage', () => {
  it('shows the booking, and follows it from awaiting payment to requested', async () => {
    const { report, stop, view } = await renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your booking…');

    report({ status: 'found', booking: held });
    const summary = screen.getByRole('article');
    expect(summary.textContent).toContain('Lane Cove River Tourist Park');
    expect(summary.textContent).toContain('Essentials, 2 guests');
    expect(summary.textContent).toContain('$298.00 (includes $27.09 GST)');
    expect(screen.getByRole('status').textContent).toBe('Awaiting payment');
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(
      held.payment!.paymentUrl,
    );

    report({
      status: 'found',
      booking: { ...held, status: 'requested', payment: { ...held.payment!, paidCents: 29_800 } },
    });
    expect(screen.getByRole('status').textContent).toMatch(/^Requested/);
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();

    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('offers no payment once the hold has run out', async () => {
    const { report } = await renderPage();
    report({ status: 'found', booking: { ...held, holdExpiresAt: at } });
    expect(screen.getByRole('status').textContent).toBe('Awaiting payment');
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
  });

  it('holds the campground’s and package’s places until their names are known, never their ids', async () => {
    const { report, loadCatalogue } = await renderPage('b1', false);
    report({ status: 'found', booking: held });
    const summary = screen.getByRole('article');
    expect(within(summary).getByRole('heading').textContent).toBe('Loading…');
    expect(summary.textContent).not.toContain('lane-cove-river');
    expect(summary.textContent).not.toContain('essentials');

    await loadCatalogue();
    await vi.waitFor(() =>
      expect(within(summary).getByRole('heading').textContent).toBe('Lane Cove River Tourist Park'),
    );
    expect(summary.textContent).toContain('Essentials, 2 guests');
  });

  it('says in words that a payment made after the booking was cancelled (another tab) was refunded', async () => {
    const { report } = await renderPage();
    report({
      status: 'found',
      booking: {
        ...held,
        status: 'cancelled',
        payment: { ...held.payment!, paidCents: 29_800, refundedCents: 29_800 },
        history: [
          ...held.history,
          { status: 'cancelled', at, by: 'casey', note: 'Cancelled by the customer.' },
          { status: 'cancelled', at, by: 'stripe', note: 'Paid after the booking was cancelled.' },
        ],
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking not completed');
    expect(document.title).toBe('Booking not completed | The Complete Camping Experience');
    expect(screen.getByRole('status').textContent).toBe('Not completed');
    expect(screen.getByRole('article').textContent).toContain(
      'Your payment arrived after this booking had been cancelled, so it did not go ahead. We have refunded the full $298.00 to your card.',
    );
  });

  it('says in words that a hold ran out unpaid', async () => {
    const { report } = await renderPage();
    report({
      status: 'found',
      booking: {
        ...held,
        status: 'expired',
        holdExpiresAt: at,
        history: [...held.history, { status: 'expired', at, by: 'system' }],
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking not completed');
    expect(screen.getByRole('status').textContent).toBe('Not completed');
    expect(screen.getByRole('article').textContent).toContain(
      'We held these dates for 30 minutes and received no payment in that time, so this booking did not go ahead.',
    );
  });

  it('forgets the checkout’s remembered choices: they are booked', async () => {
    saveCheckoutDraft('casey', {
      locationId: 'lane-cove-river',
      packageId: 'essentials',
      addOns: [],
      guests: 2,
      arrival: '2027-03-11',
      departure: '2027-03-13',
      phone: '0412 345 678',
    });
    await renderPage();
    expect(readCheckoutDraft('casey')).toBeNull();
  });

  it('is the not-found page for an unknown booking or someone else’s', async () => {
    const { report } = await renderPage('not-mine');
    report({ status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("That page doesn't exist");
    expect(document.title).toBe('Page not found | The Complete Camping Experience');
  });
});
