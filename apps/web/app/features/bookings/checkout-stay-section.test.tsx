import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { useAuth } from '#app/features/account/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { CheckoutForm } from './checkout-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('#app/features/account/index.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => vi.clearAllMocks());

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
const stay = {
  locationId: 'royal-bonnie-vale',
  packageId: 'glamping-bell-tent',
  guests: 2,
  arrival: '2027-03-11' as IsoDate,
  departure: '2027-03-13' as IsoDate,
};

/** The checkout opened on a stay (a search result's link), the quote answering `problem`. */
function checkoutOf(answer: { problem: string; taken: boolean }) {
  vi.mocked(useAuth).mockReturnValue({ status: 'signed-in', user: { uid: 'casey' } } as ReturnType<
    typeof useAuth
  >);
  const answers: Record<string, unknown> = {
    getUnavailableDates: [],
    quoteBooking: { quote, ...answer },
    joinWaitlist: { requestId: 'casey-0' },
  };
  vi.mocked(callFunction).mockImplementation(((name: string) =>
    Promise.resolve(answers[name])) as typeof callFunction);
  return renderWithProviders(
    <CheckoutForm
      catalogue={{
        locations: LOCATIONS,
        packages: CAMPING_PACKAGES,
        addOns: ADD_ONS,
        peakPeriods: PRICING_SETTINGS.peakPeriods,
        availability: { minNoticeDays: 3, horizonDays: 365, blackouts: [] },
      }}
      initial={stay}
      today={'2027-03-01' as IsoDate}
    />,
  );
}

const staySection = () => screen.getByRole('region', { name: 'Your stay' });

describe('the checkout’s stay, when the quote refuses it', () => {
  it('taken (kits or crew): says why and asks to be told when it frees up, for this very stay', async () => {
    const crewFull =
      'Sorry, our crew is fully booked for set-ups on 11 March 2027. Choose another arrival date.';
    const { user } = checkoutOf({ problem: crewFull, taken: true });
    const ask = await within(staySection()).findByRole('button', {
      name: 'Tell me when it frees up',
    });
    expect(ask).toHaveAccessibleDescription(crewFull);
    await user.click(ask);
    expect(await screen.findByText(/Done. We’ll e-mail you if it frees up./)).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledWith('joinWaitlist', stay);
  });

  it('refused by the dates’ rules (too soon): says why, and offers no waiting', async () => {
    const tooSoon = 'Book at least 3 days before you arrive, so the crew can prepare.';
    checkoutOf({ problem: tooSoon, taken: false });
    expect(await within(staySection()).findByRole('alert')).toHaveTextContent(tooSoon);
    expect(screen.queryByRole('button', { name: 'Tell me when it frees up' })).toBeNull();
  });
});
