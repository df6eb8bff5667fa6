import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { ChangeDatesForm } from './change-dates-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

const at = '2027-01-10T03:00:00.000Z';
const booking: Booking = {
  id: 'bk1',
  userId: 'casey',
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  addOns: [{ addOnId: 'firewood', quantity: 1 }],
  arrival: '2027-03-15' as IsoDate,
  departure: '2027-03-17' as IsoDate,
  guests: 2,
  status: 'confirmed',
  totalCents: 40_000,
  gstCents: 3_636,
  currency: 'AUD',
  payment: {
    method: 'test',
    checkoutSessionId: 'cs_bk1',
    paymentUrl: 'http://pay.example',
    paidCents: 40_000,
    refundedCents: 0,
  },
  createdAt: at,
  updatedAt: at,
  history: [{ status: 'confirmed', at, by: 'staff' }],
};

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
    // The booking's own nights (15 and 16 March) are taken, by it; 20 March by someone else.
    getUnavailableDates: async () => ['2027-03-15', '2027-03-16', '2027-03-20'],
    quoteDateChange: async () => ({
      quote: quoteOf(49_900),
      differenceCents: 9_900,
      problem: null,
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
  const goToPayment = vi.fn();
  const { user } = renderWithProviders(
    <ChangeDatesForm
      booking={booking}
      catalogue={{
        locations: LOCATIONS,
        packages: CAMPING_PACKAGES,
        addOns: ADD_ONS,
        peakPeriods: [],
        availability: { minNoticeDays: 3, horizonDays: 365, blackouts: [] },
      }}
      today={'2027-02-20' as IsoDate}
      onMoved={onMoved}
      goToPayment={goToPayment}
    />,
  );
  return { onMoved, goToPayment, user };
}

const day = (name: RegExp) =>
  screen
    .getAllByRole('grid')
    .flatMap((grid) => within(grid).queryAllByRole('button', { name }))
    .at(0)!;

/** Picks a new stay from 16 to 19 March: over the booking's own night, which counts as free. */
async function chooseNewStay(user: UserEvent) {
  await waitFor(() => expect(screen.getAllByRole('grid').length).toBeGreaterThan(0));
  await user.click(day(/^Tuesday 16 March 2027/));
  await user.click(day(/^Friday 19 March 2027/));
}

describe('ChangeDatesForm', () => {
  it("counts the booking's own nights as free and shows the difference before paying it", async () => {
    answers.changeBookingDates = async () => ({
      outcome: 'pay',
      bookingId: 'bk1',
      paymentUrl: 'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=bk1',
    });
    const { goToPayment, user } = renderForm();
    await chooseNewStay(user);

    expect(
      await screen.findByText('To pay now: $99.00, the difference in price.'),
    ).toBeInTheDocument();
    expect(calls('quoteDateChange').at(-1)?.[1]).toEqual({
      bookingId: 'bk1',
      locationId: 'lane-cove-river',
      packageId: 'essentials',
      addOns: [{ addOnId: 'firewood', quantity: 1 }],
      guests: 2,
      arrival: '2027-03-16',
      departure: '2027-03-19',
    });
    // Someone else's night stays unavailable.
    expect(day(/Saturday 20 March 2027/).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Pay $99.00 and change dates' }));

    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith(
        'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=bk1',
      ),
    );
    expect(calls('changeBookingDates')[0]?.[1]).toMatchObject({
      bookingId: 'bk1',
      arrival: '2027-03-16',
      departure: '2027-03-19',
      expectedDifferenceCents: 9_900,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('moves a cheaper stay at once, saying what is refunded', async () => {
    answers.quoteDateChange = async () => ({
      quote: quoteOf(35_500),
      differenceCents: -4_500,
      problem: null,
    });
    answers.changeBookingDates = async () => ({
      outcome: 'moved',
      bookingId: 'bk1',
      refundCents: 4_500,
    });
    const { onMoved, goToPayment, user } = renderForm();
    await chooseNewStay(user);
    expect(
      await screen.findByText('We refund $45.00 to your card, the difference in price.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(4_500));
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('shows a difference that changed meanwhile, and a stay that cannot be had, changing nothing', async () => {
    answers.changeBookingDates = async () => ({
      outcome: 'price-changed',
      quote: quoteOf(52_000),
      differenceCents: 12_000,
    });
    const { onMoved, goToPayment, user } = renderForm();
    await chooseNewStay(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $99.00 and change dates' }));
    expect(
      await screen.findByText('To pay now: $120.00, the difference in price.'),
    ).toBeInTheDocument();
    expect(onMoved).not.toHaveBeenCalled();
    expect(goToPayment).not.toHaveBeenCalled();

    cleanup();
    answers.quoteDateChange = async () => ({
      quote: quoteOf(49_900),
      differenceCents: 9_900,
      problem:
        'Sorry, our crew is fully booked for set-ups on 16 March 2027. Choose another arrival date.',
    });
    const second = renderForm();
    await chooseNewStay(second.user);
    expect(await screen.findByText(/our crew is fully booked/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pay $99.00 and change dates' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
