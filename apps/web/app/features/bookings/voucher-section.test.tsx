import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { CheckoutForm } from './checkout-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

const today = '2027-03-01' as IsoDate;
const quote = {
  nights: [
    { date: '2027-03-11', rateCents: 19_900, peakPeriod: null },
    { date: '2027-03-12', rateCents: 19_900, peakPeriod: null },
  ],
  accommodationCents: 39_800,
  addOns: [],
  deliveryCents: 7_900,
  totalCents: 47_700,
  gstCents: 4_336,
  currency: 'AUD',
};
const CODE = 'ABCD2345EFGH6789';

const refusal = (message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: 'functions/failed-precondition', details });

let answers: Record<string, (data: unknown) => Promise<unknown>>;

beforeEach(() => {
  answers = {
    getUnavailableDates: async () => [],
    quoteBooking: async () => ({ quote, problem: null, taken: false }),
    checkVoucher: async () => ({ code: CODE, spendableCents: 10_000, expiresOn: '2029-03-03' }),
    startCheckout: async () => ({ outcome: 'held', bookingId: 'b1', paymentUrl: 'http://pay/b1' }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);
const pricePanel = () => screen.getByRole('complementary', { name: 'Your price' });

/** The checkout with a stay chosen and priced, and the customer's details filled in. */
async function renderPriced() {
  const goToPayment = vi.fn();
  const { user } = renderWithProviders(
    <CheckoutForm
      catalogue={{
        locations: LOCATIONS,
        packages: CAMPING_PACKAGES,
        addOns: ADD_ONS,
        peakPeriods: PRICING_SETTINGS.peakPeriods,
        availability: { minNoticeDays: 3, horizonDays: 365, blackouts: [] },
      }}
      initial={{ locationId: 'royal-bonnie-vale', packageId: 'glamping-bell-tent' }}
      today={today}
      goToPayment={goToPayment}
    />,
  );
  const march = () => screen.getByRole('grid', { name: 'Stay, March 2027' });
  await user.click(
    await waitFor(() => within(march()).getByRole('button', { name: /^Thursday 11 March 2027/ })),
  );
  await user.click(within(march()).getByRole('button', { name: /^Saturday 13 March 2027/ }));
  await waitFor(() => expect(pricePanel().textContent).toMatch(/Total\$/));
  await fill(user, screen.getByLabelText('Phone'), '0412 345 678');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  return { user, goToPayment };
}

async function applyCode(user: UserEvent, typed: string) {
  await user.click(screen.getByText('Pay with a gift voucher or credit'));
  await fill(user, screen.getByLabelText('Voucher code'), typed);
  await user.click(screen.getByRole('button', { name: 'Apply voucher' }));
}

describe('paying with a voucher at checkout', () => {
  it('shows what the voucher pays, what the card pays and what it keeps, and sends what it showed', async () => {
    const { user, goToPayment } = await renderPriced();
    await applyCode(user, 'abcd-2345-efgh-6789');
    expect(await within(pricePanel()).findByText('Voucher ABCD-…-6789')).toBeInTheDocument();
    expect(pricePanel().textContent).toContain('−$100.00');
    expect(pricePanel().textContent).toContain('Left to pay by card$377.00');
    expect(pricePanel().textContent).toContain('Left on the voucher after this stay$0.00');
    expect(calls('checkVoucher')[0]?.[1]).toEqual({ code: 'abcd-2345-efgh-6789' });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('http://pay/b1'));
    expect(calls('startCheckout')[0]?.[1]).toMatchObject({
      expectedTotalCents: 47_700,
      voucherCode: CODE,
      expectedVoucherCents: 10_000,
    });
  });

  it('books with the voucher alone when it pays everything, and forgets it when removed', async () => {
    answers.checkVoucher = async () => ({
      code: CODE,
      spendableCents: 60_000,
      expiresOn: '2029-03-03',
    });
    const { user } = await renderPriced();
    await applyCode(user, CODE);
    expect(await screen.findByRole('button', { name: 'Book with voucher' })).toBeInTheDocument();
    expect(pricePanel().textContent).toContain('Left to pay by card$0.00');
    expect(pricePanel().textContent).toContain('Left on the voucher after this stay$123.00');
    expect(pricePanel().textContent).not.toContain('We hold your stay');

    await user.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(calls('startCheckout')).toHaveLength(1));
    expect(calls('startCheckout')[0]?.[1]).not.toHaveProperty('voucherCode');
  });

  it('says by the field why a code pays nothing; Enter applies it rather than booking', async () => {
    answers.checkVoucher = async () => {
      throw refusal('That voucher expired on 3 March 2026.');
    };
    const { user } = await renderPriced();
    await user.click(screen.getByText('Pay with a gift voucher or credit'));
    const field = screen.getByLabelText('Voucher code');
    await fill(user, field, CODE);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('That voucher expired on 3 March 2026.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('That voucher expired on 3 March 2026.');
    expect(calls('startCheckout')).toHaveLength(0);
  });

  it('shows what the voucher pays now when it was spent elsewhere meanwhile', async () => {
    const { user, goToPayment } = await renderPriced();
    await applyCode(user, CODE);
    await within(pricePanel()).findByText('Voucher ABCD-…-6789');
    answers.startCheckout = async (request) => {
      if ((request as { expectedVoucherCents: number }).expectedVoucherCents === 5_000) {
        return { outcome: 'held', bookingId: 'b1', paymentUrl: 'http://pay/b1' };
      }
      throw refusal('That voucher now pays $50.00.', { reason: 'voucher', voucherCents: 5_000 });
    };
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That voucher now pays $50.00.');
    expect(pricePanel().textContent).toContain('−$50.00');
    expect(pricePanel().textContent).toContain('Left to pay by card$427.00');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('http://pay/b1'));
  });
});
