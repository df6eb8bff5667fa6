import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { testBooking } from '#app/test/staff-fixtures.ts';
import { StaffChangeDatesForm } from './change-dates-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

// Arriving 15 March, changed on 10 March: within 14 days, where only staff can change dates.
const booking = testBooking('bk1', {
  locationId: 'lane-cove-river',
  arrival: '2027-03-15' as IsoDate,
  departure: '2027-03-17' as IsoDate,
  totalCents: 40_000,
});

const quoteOf = (totalCents: number) => ({
  nights: [{ date: '2027-03-16', rateCents: totalCents, peakPeriod: null }],
  accommodationCents: totalCents,
  addOns: [],
  deliveryCents: 0,
  totalCents,
  gstCents: Math.round(totalCents / 11),
  currency: 'AUD',
});

let answers: Record<string, (data: unknown) => Promise<unknown>>;
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  answers = {
    // The booking's own nights (15 and 16 March) are taken, by it.
    getUnavailableDates: async () => ['2027-03-15', '2027-03-16'],
    staffQuoteDateChange: async () => ({
      quote: quoteOf(49_900),
      differenceCents: 9_900,
      problem: null,
    }),
    staffChangeBookingDates: async () => ({
      outcome: 'moved',
      bookingId: 'bk1',
      refundCents: 0,
      waivedCents: 9_900,
    }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

function renderForm() {
  const onMoved = vi.fn();
  const onCancel = vi.fn();
  const { user } = renderWithProviders(
    <StaffChangeDatesForm
      booking={booking}
      catalogue={{
        locations: LOCATIONS,
        packages: CAMPING_PACKAGES,
        addOns: ADD_ONS,
        peakPeriods: [],
        availability: { minNoticeDays: 3, horizonDays: 365, blackouts: [] },
      }}
      today={'2027-03-10' as IsoDate}
      onMoved={onMoved}
      onCancel={onCancel}
    />,
  );
  return { onMoved, onCancel, user };
}

const day = (name: RegExp) =>
  screen
    .getAllByRole('grid')
    .flatMap((grid) => within(grid).queryAllByRole('button', { name }))
    .at(0)!;

async function chooseNewStay(user: UserEvent) {
  await waitFor(() => expect(screen.getAllByRole('grid').length).toBeGreaterThan(0));
  await user.click(day(/^Tuesday 16 March 2027/));
  await user.click(day(/^Friday 19 March 2027/));
}

describe('StaffChangeDatesForm', () => {
  it('shows the server’s difference, asks for a reason, then moves a dearer stay at no extra charge', async () => {
    const { onMoved, user } = renderForm();
    await chooseNewStay(user);
    expect(
      await screen.findByText(
        'The new stay costs $99.00 more. We cannot take a payment for the customer: the difference is waived, and recorded with your reason.',
      ),
    ).toBeInTheDocument();
    expect(calls('staffQuoteDateChange').at(-1)?.[1]).toMatchObject({
      bookingId: 'bk1',
      arrival: '2027-03-16',
      departure: '2027-03-19',
    });
    const submit = screen.getByRole('button', { name: 'Change dates at no extra charge' });
    await user.click(submit);
    const reason = screen.getByRole('textbox', { name: 'Reason (required)' });
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining("Give a reason: it is kept in the booking's history."),
    );
    expect(calls('staffChangeBookingDates')).toEqual([]);

    await user.type(reason, 'Phoned: arriving a day later.');
    await user.click(submit);
    await waitFor(() =>
      expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ waivedCents: 9_900 })),
    );
    expect(calls('staffChangeBookingDates')[0]?.[1]).toMatchObject({
      bookingId: 'bk1',
      arrival: '2027-03-16',
      departure: '2027-03-19',
      expectedDifferenceCents: 9_900,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reason: 'Phoned: arriving a day later.',
    });
  });

  it('says what a cheaper stay refunds the customer', async () => {
    answers.staffQuoteDateChange = async () => ({
      quote: quoteOf(35_500),
      differenceCents: -4_500,
      problem: null,
    });
    const { user } = renderForm();
    await chooseNewStay(user);
    expect(
      await screen.findByText("We refund $45.00 to the customer's card, the difference in price."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change dates' })).toBeEnabled();
  });
});
