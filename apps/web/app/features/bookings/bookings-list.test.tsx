import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { queryKeys } from '#app/shared/query-keys.ts';
import { findDialog, renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { BookingList } from './bookings-list.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({
    uid: 'casey',
    displayName: 'Casey Camper',
    email: 'casey@example.com',
  }),
}));

afterEach(() => {
  vi.clearAllMocks();
});

const today = todayInSydney();
const at = '2026-11-21T03:00:00.000Z';
function booking(id: string, fields: Partial<Booking>): Booking {
  return {
    id,
    userId: 'casey',
    locationId: 'royal-bonnie-vale',
    packageId: 'glamping-bell-tent',
    addOns: [],
    arrival: addDays(today, 30),
    departure: addDays(today, 32),
    guests: 2,
    status: 'confirmed',
    totalCents: 57_800,
    gstCents: 5_255,
    currency: 'AUD',
    payment: {
      method: 'test',
      checkoutSessionId: `cs_${id}`,
      paymentUrl: 'http://pay.example',
      paidCents: 57_800,
      refundedCents: 0,
    },
    createdAt: at,
    updatedAt: at,
    history: [{ status: 'confirmed', at, by: 'staff' }],
    ...fields,
  };
}

function renderList(
  bookings: Booking[],
  onCancelled = vi.fn(),
  locations = LOCATIONS,
  reviews: unknown[] = [],
) {
  const queryClient = testQueryClient([
    [locationsQuery.queryKey, locations],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
    [queryKeys.getUserReviews('casey'), reviews],
  ]);
  const { user } = renderWithProviders(
    <BookingList bookings={bookings} onCancelled={onCancelled} />,
    { queryClient },
  );
  return { onCancelled, user };
}

describe('BookingList', () => {
  it('shows status, stay, campground, package and total, and refunds made', () => {
    renderList([
      booking('cancelled', {
        status: 'cancelled',
        payment: { ...booking('x', {}).payment!, refundedCents: 57_800 },
      }),
    ]);
    const item = screen.getByRole('article');
    expect(within(item).getByRole('heading').textContent).toBe('Bonnie Vale, Royal National Park');
    expect(item.textContent).toContain('Cancelled');
    expect(item.textContent).toContain('Glamping Bell Tent, 2 guests');
    expect(item.textContent).toContain('$578.00 (includes $52.55 GST)');
    expect(item.textContent).toContain('Refunded $578.00');
  });

  it('says how it was paid: what a voucher paid and what the card paid', () => {
    renderList([
      booking('voucher', {
        voucher: { code: 'ABCD2345EFGH6789', cents: 10_000, returnedCents: 0 },
        payment: { ...booking('x', {}).payment!, paidWith: 'card' },
      }),
    ]);
    expect(screen.getByRole('article').textContent).toContain(
      'Paid with$100.00 by voucher ABCD-…, $478.00 by card',
    );
  });

  it('shows the promo code the booking was priced with, and what it took off', () => {
    const quote = {
      nights: [],
      accommodationCents: 72_250,
      addOns: [],
      deliveryCents: 0,
      totalCents: 57_800,
      gstCents: 5_255,
      currency: 'AUD' as const,
      discount: { code: 'SPRING20', label: 'Promo SPRING20 (20% off)', cents: 14_450 },
    };
    renderList([booking('promo', { quote, promoCode: 'SPRING20' }), booking('full', {})]);
    const [priced, full] = screen.getAllByRole('article');
    expect(priced).toHaveTextContent('Promo codePromo SPRING20 (20% off): −$144.50');
    expect(full).not.toHaveTextContent('Promo');
  });

  it('shows the reason staff gave when they declined or cancelled, never the customer’s own note', () => {
    const paidAndRequested: Booking['history'] = [
      { status: 'pending_payment', at, by: 'casey' },
      { status: 'requested', at, by: 'stripe' },
    ];
    renderList([
      booking('declined', {
        status: 'declined',
        history: [
          ...paidAndRequested,
          { status: 'declined', at, by: 'staff-1', note: 'The river has flooded the campground.' },
        ],
      }),
      booking('cancelled-by-us', {
        status: 'cancelled',
        history: [
          ...paidAndRequested,
          { status: 'cancelled', at, by: 'staff-1', note: 'Storm damage at the campground.' },
        ],
      }),
      booking('cancelled-by-me', {
        status: 'cancelled',
        history: [
          ...paidAndRequested,
          { status: 'cancelled', at, by: 'casey', note: 'Cancelled by the customer.' },
        ],
      }),
    ]);
    const [declined, cancelledByUs, cancelledByMe] = screen.getAllByRole('article');
    expect(declined!.textContent).toContain(
      'Why we declined itThe river has flooded the campground.',
    );
    expect(cancelledByUs!.textContent).toContain(
      'Why we cancelled itStorm damage at the campground.',
    );
    expect(cancelledByMe!.textContent).not.toContain('Why we');
    expect(cancelledByMe!.textContent).not.toContain('Cancelled by the customer.');
  });

  it('still names a campground staff archived since the booking was made', () => {
    const archived = LOCATIONS.map((location) =>
      location.id === 'royal-bonnie-vale' ? { ...location, archived: true } : location,
    );
    renderList([booking('at-archived', {})], vi.fn(), archived);
    expect(within(screen.getByRole('article')).getByRole('heading').textContent).toBe(
      'Bonnie Vale, Royal National Park',
    );
  });

  it('offers cancelling only paid bookings whose arrival has not passed', () => {
    renderList([
      booking('upcoming', {}),
      booking('unpaid', { status: 'pending_payment' }),
      booking('begun', { arrival: addDays(today, -1), departure: addDays(today, 1) }),
      booking('over', { status: 'completed' }),
    ]);
    const cancellable = screen
      .getAllByRole('article')
      .filter((item) => within(item).queryByRole('button', { name: /^Cancel booking/ }))
      .map((item) => within(item).getByText(/^(upcoming|unpaid|begun|over)$/).textContent);
    expect(cancellable).toEqual(['upcoming']);
  });

  it('offers "Review your stay" for a completed stay until it is reviewed, then says what became of the review', async () => {
    const reviews = [
      {
        id: 'reviewed',
        bookingId: 'reviewed',
        userId: 'casey',
        locationId: 'royal-bonnie-vale',
        rating: 5,
        text: '',
        firstName: 'Casey',
        stayMonth: '2026-10',
        status: 'pending',
        createdAt: at,
      },
    ];
    renderList(
      [
        booking('not-yet', { status: 'completed' }),
        booking('reviewed', { status: 'completed' }),
        booking('upcoming', {}),
      ],
      vi.fn(),
      LOCATIONS,
      reviews,
    );
    const [notYet, reviewed, upcoming] = screen.getAllByRole('article');
    const link = await within(notYet!).findByRole('link', { name: /^Review your stay/ });
    expect(link.getAttribute('href')).toBe('/account/bookings/not-yet/review');
    expect(reviewed!.textContent).toContain('Waiting for staff');
    expect(within(reviewed!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(reviewed!).queryByRole('link', { name: /^Review your stay/ })).toBeNull();
    expect(within(upcoming!).queryByRole('link', { name: /Review/ })).toBeNull();
  });

  it('offers changing dates until 14 days before arrival, then says to contact us', () => {
    renderList([
      booking('later', {}),
      booking('soon', { arrival: addDays(today, 10), departure: addDays(today, 12) }),
      booking('unpaid', { status: 'pending_payment' }),
      booking('over', { status: 'cancelled' }),
    ]);
    const [later, soon, unpaid, over] = screen.getAllByRole('article');
    expect(
      within(later!)
        .getByRole('link', { name: /^Change dates/ })
        .getAttribute('href'),
    ).toBe('/account/bookings?change=later');
    expect(within(soon!).queryByRole('link', { name: /^Change dates/ })).toBeNull();
    expect(soon!.textContent).toContain(
      'Dates can be changed here until 14 days before arrival. Contact us and we will change this booking for you.',
    );
    expect(within(soon!).getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    for (const article of [unpaid!, over!]) {
      expect(within(article).queryByRole('link', { name: /^Change dates/ })).toBeNull();
      expect(article.textContent).not.toContain('Dates can be changed');
    }
  });

  it('says when a change of dates is waiting for payment', () => {
    const pendingChange = {
      id: 'chg',
      locationId: 'royal-bonnie-vale',
      packageId: 'glamping-bell-tent',
      addOns: [],
      arrival: addDays(today, 40),
      departure: addDays(today, 43),
      guests: 2,
      quote: {
        nights: [],
        accommodationCents: 0,
        addOns: [],
        deliveryCents: 0,
        totalCents: 80_000,
        gstCents: 7_273,
        currency: 'AUD' as const,
      },
      differenceCents: 22_200,
      holdExpiresAt: at,
      by: 'casey',
    };
    renderList([booking('moving', { pendingChange })]);
    expect(screen.getByRole('article').textContent).toMatch(
      /Your change to .+ is waiting for payment; until it is paid, your booking keeps the stay above\./,
    );
  });

  it('shows the refund before the customer confirms, then cancels', async () => {
    vi.mocked(callFunction).mockImplementation((async (name: string) =>
      name === 'previewCancellation'
        ? {
            bookingId: 'upcoming',
            paidCents: 57_800,
            refundPercent: 100,
            refundCents: 57_800,
            daysBeforeArrival: 30,
          }
        : { bookingId: 'upcoming', refundCents: 57_800 }) as typeof callFunction);
    const { onCancelled, user } = renderList([booking('upcoming', {})]);
    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));

    const dialog = await findDialog('Cancel this booking?');
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'You paid $578.00. Cancelling now, 30 days before arrival, refunds $578.00 (100%) to your card.',
      ),
    );
    expect(vi.mocked(callFunction).mock.calls.map(([name]) => name)).toEqual([
      'previewCancellation',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(expect.anything(), 57_800));
    expect(vi.mocked(callFunction)).toHaveBeenLastCalledWith('cancelBooking', {
      bookingId: 'upcoming',
    });
  });

  it('keeps the booking and says why when the server refuses', async () => {
    vi.mocked(callFunction).mockImplementation((async (name: string) => {
      if (name === 'previewCancellation') {
        return {
          bookingId: 'upcoming',
          paidCents: 57_800,
          refundPercent: 0,
          refundCents: 0,
          daysBeforeArrival: 1,
        };
      }
      throw Object.assign(new Error('This booking can no longer be cancelled online.'), {
        code: 'functions/failed-precondition',
      });
    }) as typeof callFunction);
    const { onCancelled, user } = renderList([booking('upcoming', {})]);
    await user.click(screen.getByRole('button', { name: /^Cancel booking/ }));
    const dialog = await findDialog('Cancel this booking?');
    await waitFor(() => expect(dialog.textContent).toContain('refunds $0.00 (0%)'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This booking can no longer be cancelled online.',
    );
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
