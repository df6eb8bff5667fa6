import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { testBooking } from '#app/test/staff-fixtures.ts';
import { fetchUserBookings } from './bookings-firestore.ts';
import MyBookingsPage from './my-bookings-page.tsx';

vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({ uid: 'casey', displayName: 'Casey', email: 'casey@example.com' }),
}));
vi.mock('./bookings-firestore.ts', () => ({ fetchUserBookings: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

// A stay 200 days away, far from the other tests' dates; moved to 10 days from today.
const today = todayInSydney();
const part = {
  closureId: 'c1',
  firstNight: addDays(today, 200),
  lastNight: addDays(today, 201),
  reason: 'Total fire ban across the region.',
  deadline: addDays(today, 7),
  previousStatus: 'confirmed' as const,
};
const closed = testBooking('closed-stay', {
  userId: 'casey',
  arrival: addDays(today, 200),
  departure: addDays(today, 202),
  status: 'awaiting_choice',
  closure: part,
});

let answers: Record<string, (data: unknown) => Promise<unknown>>;
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  answers = {
    getUnavailableDates: async () => [],
    chooseClosureOption: async () => ({
      bookingId: 'closed-stay',
      status: 'credited',
      voucher: { code: 'ABCD2345EFGH6789', amountCents: 32_780, expiresOn: '2029-11-26' },
    }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

function renderPage(bookings: Booking[], url = '/account/bookings?closure=closed-stay') {
  vi.mocked(fetchUserBookings).mockResolvedValue(bookings);
  const queryClient = testQueryClient([
    [locationsQuery.queryKey, LOCATIONS],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
    [availabilitySettingsQuery.queryKey, { minNoticeDays: 3, horizonDays: 365, blackouts: [] }],
  ]);
  return renderWithProviders(<MyBookingsPage />, { queryClient, path: url });
}

const longDay = (date: IsoDate) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('the choice after a closure', () => {
  it('shows My Bookings a stay awaiting a choice with its own words, and one already chosen with what it did', async () => {
    renderPage(
      [
        closed,
        testBooking('credited-stay', {
          userId: 'casey',
          arrival: addDays(today, 210),
          departure: addDays(today, 212),
          status: 'credited',
          closure: { ...part, choice: { kind: 'credit' }, voucherCode: 'ABCD2345EFGH6789' },
        }),
      ],
      '/account/bookings',
    );
    const [credited, waiting] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(waiting).toHaveTextContent('Campground closed: choose what happens');
    expect(waiting).toHaveTextContent(
      `We had to close this campground for your stay: Total fire ban across the region. Choose by ${longDay(part.deadline)}`,
    );
    expect(within(waiting).getByRole('link', { name: /^Choose what happens/ })).toHaveAttribute(
      'href',
      '/account/bookings?closure=closed-stay',
    );
    expect(credited).toHaveTextContent('Credited to a voucher');
    expect(credited).toHaveTextContent('This stay was credited: voucher ABCD-2345-EFGH-6789.');
    expect(within(credited).queryByRole('link', { name: /^Choose what happens/ })).toBeNull();
  });

  it('explains the closure and what not choosing does, then takes the credit and shows its code', async () => {
    const { user, router } = renderPage([closed]);
    expect(
      await screen.findByRole('heading', { name: 'Choose what happens to your stay' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The reason: Total fire ban across the region\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Choose by ${longDay(part.deadline)} what happens to your stay. If you do not choose by then, we refund the full $298.00 to your card.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Move your stay/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /A full refund of \$298\.00/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /A credit of \$327\.80/ }));
    expect(screen.getByText(/110% of what you paid, for any stay within 3 years/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take the credit' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls('chooseClosureOption')[0]?.[1]).toEqual({
      bookingId: 'closed-stay',
      choice: { kind: 'credit' },
    });
    expect(
      await screen.findByText(
        'Your credit of $327.80 is ready: voucher ABCD-2345-EFGH-6789, valid until 26 November 2029. We have e-mailed you the code.',
      ),
    ).toHaveFocus();
  });

  it('moves the stay to dates of as many nights on the calendar', async () => {
    answers.chooseClosureOption = async () => ({
      bookingId: 'closed-stay',
      status: 'confirmed',
      voucher: null,
    });
    const { user } = renderPage([closed]);
    await user.click(await screen.findByRole('button', { name: 'Move my stay' }));
    expect(screen.getByText('Choose your new dates on the calendar.')).toBeInTheDocument();
    expect(calls('chooseClosureOption')).toEqual([]);

    // The day in its own month's grid (the other month's grid shows it greyed out).
    const day = (date: IsoDate) =>
      screen
        .getAllByRole('button', { name: new RegExp(longDay(date)) })
        .find((cell) => !cell.hasAttribute('data-outside-month'))!;
    const arrival = addDays(today, 10);
    await waitFor(() => expect(screen.getAllByRole('grid').length).toBeGreaterThan(0));
    await user.click(day(arrival));
    // Two nights, as booked: a longer stay cannot be picked.
    expect(day(addDays(arrival, 3))).toHaveAttribute('data-unavailable');
    await user.click(day(addDays(arrival, 2)));
    expect(
      screen.getByText('No extra charge: the same package, guests and add-ons.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move my stay' }));
    await waitFor(() =>
      expect(calls('chooseClosureOption')[0]?.[1]).toEqual({
        bookingId: 'closed-stay',
        choice: { kind: 'move', locationId: 'royal-bonnie-vale', arrival },
      }),
    );
  });

  it("shows the server's sentence when it refuses the choice", async () => {
    answers.chooseClosureOption = () =>
      Promise.reject(
        Object.assign(new Error('Those nights are no longer free. Choose other dates.'), {
          code: 'functions/failed-precondition',
        }),
      );
    const { user } = renderPage([closed]);
    await user.click(await screen.findByRole('radio', { name: /A full refund/ }));
    await user.click(screen.getByRole('button', { name: 'Refund me in full' }));
    expect(
      await screen.findByText('Those nights are no longer free. Choose other dates.'),
    ).toBeInTheDocument();
  });

  it('says why there is nothing to choose for a stay already chosen for', async () => {
    renderPage([
      {
        ...closed,
        status: 'cancelled',
        closure: { ...part, choice: { kind: 'refund' }, refundCents: 29_800 },
      },
    ]);
    expect(
      await screen.findByText(
        'A choice has already been made. This stay was refunded in full ($298.00).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toBeInTheDocument();
  });
});
