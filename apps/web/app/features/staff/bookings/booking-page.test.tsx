import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { showToast } from '@camping/ui/toaster';
import { fill, findDialog, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import { updateBooking } from '../staff-calls.ts';
import { fetchBooking, fetchBookingPayments, fetchProfile } from '../staff-firestore.ts';
import BookingPage from './booking-page.tsx';

vi.mock('../staff-firestore.ts', () => ({
  fetchBooking: vi.fn(),
  fetchBookingPayments: vi.fn(),
  fetchProfile: vi.fn(),
}));
vi.mock('../staff-calls.ts', () => ({ updateBooking: vi.fn() }));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

const timestamp = (iso: string) => {
  const date = new Date(iso);
  return {
    seconds: date.getTime() / 1000,
    nanoseconds: 0,
    toDate: () => date,
    toMillis: () => date.getTime(),
  };
};

const booking = testBooking('b1', {
  addOns: [{ addOnId: 'firewood', quantity: 2 }],
  notes: 'Near the water please',
  quote: {
    nights: [
      { date: '2026-12-04' as never, rateCents: 12_900, peakPeriod: null },
      { date: '2026-12-05' as never, rateCents: 12_900, peakPeriod: 'Summer holidays' },
    ],
    accommodationCents: 25_800,
    addOns: [
      {
        addOnId: 'firewood',
        name: 'Firewood bundle',
        per: 'stay',
        quantity: 2,
        unitCents: 1_500,
        totalCents: 3_000,
      },
    ],
    deliveryCents: 1_000,
    totalCents: 29_800,
    gstCents: 2_709,
    currency: 'AUD',
  },
});

function visit(id = 'b1') {
  return renderWithProviders(<BookingPage params={{ bookingId: id }} />, {
    path: `/admin/bookings/${id}`,
    queryClient: catalogueQueryClient(),
  });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.mocked(fetchBooking).mockResolvedValue(booking);
  vi.mocked(fetchProfile).mockResolvedValue({
    displayName: 'Casey Jones',
    email: 'casey@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  vi.mocked(fetchBookingPayments).mockResolvedValue([
    {
      id: 'pi_1',
      bookingId: 'b1',
      userId: 'casey',
      kind: 'charge',
      amountCents: 29_800,
      currency: 'AUD',
      providerId: 'pi_1',
      createdAt: timestamp('2026-11-21T03:05:00.000Z'),
    },
  ]);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('a booking in the staff area', () => {
  it('shows the customer, the stay, every line of the price, the payments and the history', async () => {
    visit();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Booking at Bonnie Vale, Royal National Park',
    );
    expect(screen.getByText('Requested', { selector: 'p' })).toBeInTheDocument();

    const customer = section('Customer');
    expect(await within(customer).findByText('Casey Jones')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'casey@example.com' })).toHaveProperty(
      'href',
      'mailto:casey@example.com',
    );
    expect(within(customer).getByRole('link', { name: '+61412345678' })).toBeInTheDocument();

    const stay = section('Stay').textContent;
    expect(stay).toContain('Fri, 4 Dec 2026 to Sun, 6 Dec 2026 (2 nights)');
    expect(stay).toContain('Essentials, 2 guests');
    expect(stay).toContain('Firewood bundle × 2');
    expect(stay).toContain('Near the water please');

    const price = section('Price').textContent;
    expect(price).toContain('Summer holidays');
    expect(price).toContain('$298.00');
    expect(price).toContain('includes GST of $27.09');

    const payments = section('Payments and refunds');
    expect(payments.textContent).toContain('Paid $298.00, refunded $0.00');
    expect(await within(payments).findByText('Charge')).toBeInTheDocument();

    const history = within(section('History')).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Awaiting payment, 21 Nov 2026, 2:00 pm, by the customer',
      'Requested, 21 Nov 2026, 2:05 pm, by the system',
    ]);
  });

  it('says what a voucher paid and what the card paid, or the voucher alone', async () => {
    const voucher = { code: 'ABCD2345EFGH6789', cents: 10_000, returnedCents: 0 };
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      voucher,
      payment: { ...booking.payment!, paidWith: 'card' },
    });
    visit();
    const payments = await screen.findByRole('region', { name: 'Payments and refunds' });
    expect(payments.textContent).toContain(
      '($100.00 by voucher ABCD-…, $198.00 by card; Card, local test payment)',
    );
    cleanup();
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      voucher: { ...voucher, cents: 29_800 },
      payment: { method: 'voucher', paidCents: 29_800, refundedCents: 0 },
    });
    visit();
    expect(
      (await screen.findByRole('region', { name: 'Payments and refunds' })).textContent,
    ).toContain('($298.00 by voucher ABCD-…)');
  });

  it('says who changed the booking: the customer, the payment, the system or the staff member by name', async () => {
    const profiles: Record<string, string> = { casey: 'Casey Jones', 'alex-uid': 'Alex Admin' };
    vi.mocked(fetchProfile).mockImplementation(async (userId) =>
      profiles[userId]
        ? {
            displayName: profiles[userId],
            email: `${userId}@example.com`,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          }
        : null,
    );
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      status: 'cancelled',
      payment: { ...booking.payment!, method: 'stripe' },
      history: [
        { status: 'pending_payment', at: '2026-11-21T03:00:00.000Z', by: 'casey' },
        { status: 'requested', at: '2026-11-21T03:05:00.000Z', by: 'stripe' },
        { status: 'confirmed', at: '2026-11-21T04:00:00.000Z', by: 'alex-uid' },
        {
          status: 'cancelled',
          at: '2026-11-22T04:00:00.000Z',
          by: 'qO7QR2gone',
          note: 'Flooded.',
        },
      ],
    });
    visit();
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(await history.findByText(/by Alex Admin/)).toBeInTheDocument();
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Awaiting payment, 21 Nov 2026, 2:00 pm, by the customer',
      'Requested, 21 Nov 2026, 2:05 pm, Payment (Stripe)',
      'Confirmed, 21 Nov 2026, 3:00 pm, by Alex Admin',
      'Cancelled, 22 Nov 2026, 3:00 pm, by a staff memberFlooded.',
    ]);
  });

  it('offers the actions the booking’s status allows', async () => {
    // Arriving a month from today, whatever today is: staff may still change its dates.
    const ahead = {
      arrival: addDays(todayInSydney(), 30),
      departure: addDays(todayInSydney(), 32),
    };
    vi.mocked(fetchBooking).mockResolvedValue({ ...booking, ...ahead });
    visit();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Decline and refund', 'Cancel and refund', 'Change dates']);
    cleanup();
    vi.mocked(fetchBooking).mockResolvedValue({ ...booking, ...ahead, status: 'confirmed' });
    visit();
    const confirmed = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(confirmed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel and refund', 'Mark completed', 'Change dates']);

    // An unpaid hold has nothing to refund: staff release it.
    cleanup();
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      status: 'pending_payment',
      payment: { ...booking.payment!, paidCents: 0 },
    });
    visit();
    const hold = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(hold)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Release hold']);
    cleanup();
    vi.mocked(fetchBooking).mockResolvedValue({ ...booking, status: 'declined' });
    visit();
    const declined = await screen.findByRole('region', { name: 'Actions' });
    expect(within(declined).queryAllByRole('button')).toEqual([]);
    expect(declined.textContent).toContain('Nothing more can be done: this booking is declined.');
  });

  it('opens Change dates below the actions, its heading focused, and closes it again', async () => {
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      arrival: addDays(todayInSydney(), 30),
      departure: addDays(todayInSydney(), 32),
    });
    const { user } = visit();
    const open = await screen.findByRole('button', { name: 'Change dates' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Change dates' })).toHaveFocus();
    await user.click(open);
    expect(screen.queryByRole('region', { name: 'Change dates' })).toBeNull();
  });

  it('asks for a reason before declining, then declines and reads the booking again', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Decline and refund' }));
    const dialog = await findDialog('Decline this booking?');
    expect(dialog.textContent).toContain('The customer gets a full refund: $298.00');
    expect(dialog.textContent).toContain('We e-mail this reason to the customer');

    await user.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    expect(dialog.textContent).toContain('Give the customer a reason: it is e-mailed to them.');
    expect(updateBooking).not.toHaveBeenCalled();

    vi.mocked(updateBooking).mockResolvedValue({
      bookingId: 'b1',
      status: 'declined',
      refundCents: 29_800,
    });
    vi.mocked(fetchBooking).mockResolvedValue({ ...booking, status: 'declined' });
    await fill(
      user,
      within(dialog).getByLabelText(/Reason for the customer/),
      '  No crew that weekend.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateBooking).toHaveBeenCalledWith('b1', 'decline', 'No crew that weekend.');
    expect(showToast).toHaveBeenCalledWith({
      severity: 'success',
      summary: 'Booking declined.',
      detail: 'We are refunding $298.00 and e-mailing the customer.',
    });
    expect(await screen.findByText('Declined', { selector: 'p' })).toBeInTheDocument();
    // The button that opened the dialog went with the change: focus is on the actions' heading.
    expect(document.activeElement).toBe(
      within(section('Actions')).getByRole('heading', { name: 'Actions' }),
    );
  });

  it('releases an unpaid hold, with a reason and nothing to refund', async () => {
    vi.mocked(fetchBooking).mockResolvedValue({
      ...booking,
      status: 'pending_payment',
      payment: { ...booking.payment!, paidCents: 0 },
    });
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Release hold' }));
    const dialog = await findDialog('Release this hold?');
    expect(dialog.textContent).toContain(
      'The customer has not paid, so there is nothing to refund.',
    );
    expect(
      within(dialog).getByLabelText(/Reason for the customer \(required\)/),
    ).toBeInTheDocument();

    vi.mocked(updateBooking).mockResolvedValue({
      bookingId: 'b1',
      status: 'cancelled',
      refundCents: 0,
    });
    await fill(
      user,
      within(dialog).getByLabelText(/Reason for the customer/),
      'Those dates are closed for maintenance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateBooking).toHaveBeenCalledWith(
      'b1',
      'release',
      'Those dates are closed for maintenance.',
    );
    expect(showToast).toHaveBeenCalledWith({
      severity: 'success',
      summary: 'Hold released.',
      detail: 'We are e-mailing the customer.',
    });
  });

  it('confirms without a reason, and says why the server refused', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await findDialog('Confirm this booking?');
    expect(
      within(dialog).getByLabelText(/Reason for the customer \(optional\)/),
    ).toBeInTheDocument();
    vi.mocked(updateBooking).mockRejectedValue(
      Object.assign(new Error('This booking is already confirmed: someone changed it first.'), {
        code: 'functions/failed-precondition',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This booking is already confirmed: someone changed it first.',
    );
    expect(updateBooking).toHaveBeenCalledWith('b1', 'confirm', '');
    // The page reads the booking again, to show what the other change made of it.
    await vi.waitFor(() => expect(fetchBooking).toHaveBeenCalledTimes(2));
  });

  it('says so when there is no booking with that reference', async () => {
    vi.mocked(fetchBooking).mockResolvedValue(null);
    visit('nope');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Booking not found',
    );
  });
});
