import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, findDialog, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import ClosurePage from './closure-page.tsx';
import { fetchClosure, type Closure } from './closures-firestore.ts';

vi.mock('./closures-firestore.ts', () => ({ fetchClosure: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

const closure: Closure = {
  id: 'c1',
  locationIds: ['royal-bonnie-vale'],
  firstNight: '2027-05-07' as never,
  lastNight: '2027-05-09' as never,
  reason: 'Total fire ban across the region.',
  createdBy: 'staff-uid',
  createdByEmail: 'alex@example.com',
  createdAt: '2026-11-26T01:00:00.000Z',
  affectedBookingIds: ['waiting', 'moved', 'credited', 'refunded'],
  releasedHoldIds: [],
};

const part = {
  closureId: 'c1',
  firstNight: '2027-05-07' as never,
  lastNight: '2027-05-09' as never,
  reason: closure.reason,
  deadline: '2099-01-01' as never,
  previousStatus: 'confirmed' as const,
};

const bookings = [
  testBooking('waiting', { status: 'awaiting_choice', closure: part }),
  testBooking('moved', {
    status: 'confirmed',
    arrival: '2027-06-04' as never,
    departure: '2027-06-06' as never,
    closure: {
      ...part,
      choice: { kind: 'move', locationId: 'royal-bonnie-vale', arrival: '2027-06-04' as never },
      chosenBy: 'customer',
    },
  }),
  testBooking('credited', {
    status: 'credited',
    closure: {
      ...part,
      choice: { kind: 'credit' },
      chosenBy: 'staff',
      voucherCode: 'ABCD2345EFGH6789',
    },
  }),
  testBooking('refunded', {
    status: 'cancelled',
    closure: { ...part, choice: { kind: 'refund' }, chosenBy: 'automatic', refundCents: 29_800 },
  }),
];

let answers: Record<string, (data: unknown) => Promise<unknown>>;
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  vi.mocked(fetchClosure).mockResolvedValue({ closure, bookings });
  answers = {
    getUnavailableDates: async () => [],
    staffChooseClosureOption: async () => ({
      bookingId: 'waiting',
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

function visit() {
  const queryClient = catalogueQueryClient();
  queryClient.setQueryData(availabilitySettingsQuery.queryKey, {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [],
  });
  return renderWithProviders(<ClosurePage params={{ closureId: 'c1' }} />, {
    path: '/admin/closures/c1',
    queryClient,
  });
}

const item = (reference: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent.includes(reference))!;

describe('ClosurePage', () => {
  it('shows the closure and where every booking it reached stands, each linking to its page', async () => {
    visit();
    const closed = await screen.findByRole('region', { name: 'What is closed' });
    expect(closed).toHaveTextContent('Bonnie Vale, Royal National Park');
    expect(closed).toHaveTextContent('7 May 2027 to 9 May 2027');
    expect(closed).toHaveTextContent('Total fire ban across the region.');
    expect(closed).toHaveTextContent('alex@example.com');

    expect(item('Reference waiting')).toHaveTextContent(
      "Awaiting the customer's choice until 1 January 2099",
    );
    expect(item('Reference moved')).toHaveTextContent(
      'Moved by the customer to Fri, 4 June 2027 to Sun, 6 June 2027 (2 nights)',
    );
    expect(item('Reference credited')).toHaveTextContent(
      'Credit of $327.80 by staff: voucher ABCD-2345-EFGH-6789',
    );
    expect(item('Reference refunded')).toHaveTextContent(
      'Refunded $298.00 automatically: no choice by the deadline',
    );
    expect(
      within(item('Reference moved')).getByRole('link', { name: /Bonnie Vale/ }),
    ).toHaveAttribute('href', '/admin/bookings/moved');
    expect(screen.getAllByRole('button', { name: /Choose for the customer/ })).toHaveLength(1);
  });

  it('chooses for a customer who phoned only with a reason, and goes back with Escape', async () => {
    const { user } = visit();
    const open = await screen.findByRole('button', {
      name: 'Choose for the customer of booking waiting',
    });
    await user.click(open);
    let dialog = await findDialog('Choose for the customer');
    expect(within(dialog).getByRole('radio', { name: /Move the stay/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();

    await user.click(open);
    dialog = await findDialog('Choose for the customer');
    await user.click(within(dialog).getByRole('radio', { name: /A credit of \$327\.80/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give the credit' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (required)' });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason, such as when the customer phoned'),
    );
    expect(calls('staffChooseClosureOption')).toEqual([]);

    await fill(user, reason, 'Phoned on 27 November.');
    await user.click(within(dialog).getByRole('button', { name: 'Give the credit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('staffChooseClosureOption')[0]?.[1]).toEqual({
      bookingId: 'waiting',
      choice: { kind: 'credit' },
      reason: 'Phoned on 27 November.',
    });
    expect(fetchClosure).toHaveBeenCalledTimes(2);
  });

  it("shows the server's sentence when it refuses the choice", async () => {
    answers.staffChooseClosureOption = () =>
      Promise.reject(
        Object.assign(
          new Error('A choice has already been made. This stay was refunded in full ($298.00).'),
          { code: 'functions/failed-precondition' },
        ),
      );
    const { user } = visit();
    await user.click(
      await screen.findByRole('button', { name: 'Choose for the customer of booking waiting' }),
    );
    const dialog = await findDialog('Choose for the customer');
    await user.click(within(dialog).getByRole('radio', { name: /A full refund of \$298\.00/ }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason (required)' }), 'Phoned.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(
      await within(dialog).findByText(
        'A choice has already been made. This stay was refunded in full ($298.00).',
      ),
    ).toBeInTheDocument();
  });
});
