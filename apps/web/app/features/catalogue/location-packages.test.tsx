import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { useAuth } from '#app/features/account/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
import LocationPackages from './location-packages.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('#app/features/account/index.ts', () => ({ useAuth: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const location = LOCATIONS.find((candidate) => candidate.id === 'royal-bonnie-vale')!;
const arrival = addDays(todayInSydney(), 40);
const departure = addDays(arrival, 2);
const stay = {
  locationId: location.id,
  packageId: 'glamping-bell-tent',
  arrival,
  departure,
  guests: 2,
};
const quote = {
  nights: [],
  accommodationCents: 39_800,
  addOns: [],
  deliveryCents: 0,
  totalCents: 39_800,
  gstCents: 3_618,
  currency: 'AUD',
};
const taken = {
  quote,
  problem: `Sorry, the nights of ${arrival} and ${addDays(arrival, 1)} are no longer available for this package. Choose other dates.`,
  taken: true,
};

/** The campground's packages and free nights, the functions answering the quote with `answer`. */
function visit(
  answer: { problem: string | null; taken: boolean; quote: typeof quote },
  { signedIn = true, path = `/locations/${location.id}` } = {},
) {
  vi.mocked(useAuth).mockReturnValue(
    (signedIn
      ? { status: 'signed-in', user: { uid: 'casey' } }
      : { status: 'guest', user: null }) as ReturnType<typeof useAuth>,
  );
  const answers: Record<string, unknown> = {
    getUnavailableDates: [],
    quoteBooking: answer,
    joinWaitlist: { requestId: 'casey-0' },
  };
  vi.mocked(callFunction).mockImplementation(((name: string) =>
    Promise.resolve(answers[name])) as typeof callFunction);
  return renderWithProviders(<LocationPackages location={location} />, {
    path,
    queryClient: testQueryClient([
      [packagesQuery.queryKey, CAMPING_PACKAGES],
      [pricingSettingsQuery.queryKey, PRICING_SETTINGS],
    ]),
  });
}

/** Opens the check under the free nights, in the package chosen there, and checks the stay. */
async function checkStay(user: ReturnType<typeof visit>['user'], packageName: string) {
  await user.click(screen.getByRole('radio', { name: packageName }));
  await user.click(screen.getByRole('button', { name: 'Check your stay' }));
  const form = await screen.findByRole('form', { name: `Check a stay in ${packageName}` });
  await fill(user, within(form).getByLabelText('Arrival'), arrival);
  await fill(user, within(form).getByLabelText('Departure'), departure);
  await user.click(within(form).getByRole('button', { name: 'Check this stay' }));
}

describe('a campground’s free nights: checking a stay', () => {
  it('booked out: says which nights, and asks to be told when the stay frees up', async () => {
    const { user } = visit(taken);
    await checkStay(user, 'Glamping Bell Tent');
    const ask = await screen.findByRole('button', { name: 'Tell me when it frees up' });
    expect(ask).toHaveAccessibleDescription(taken.problem);
    await user.click(ask);
    expect(await screen.findByText(/Done. We’ll e-mail you if it frees up./)).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledWith('joinWaitlist', stay);
    expect(callFunction).toHaveBeenCalledWith('quoteBooking', { ...stay, addOns: [] });
  });

  it('free: leads to the checkout with everything chosen, and offers no waiting', async () => {
    const { user } = visit({ quote, problem: null, taken: false });
    await checkStay(user, 'Glamping Bell Tent');
    expect(await screen.findByRole('link', { name: 'Book this stay' })).toHaveAttribute(
      'href',
      `/checkout?location=${location.id}&package=glamping-bell-tent&arrival=${arrival}&departure=${departure}&guests=2`,
    );
    expect(screen.queryByRole('button', { name: 'Tell me when it frees up' })).toBeNull();
  });

  it('too soon (the dates’ rules): says why, and offers no waiting', async () => {
    const tooSoon = 'Book at least 3 days before you arrive, so the crew can prepare.';
    const { user } = visit({ quote, problem: tooSoon, taken: false });
    await checkStay(user, 'Glamping Bell Tent');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooSoon);
    expect(screen.queryByRole('button', { name: 'Tell me when it frees up' })).toBeNull();
  });

  it('signed out: leads to log in and back to the same stay, in the same package', async () => {
    const { user } = visit(taken, { signedIn: false });
    await checkStay(user, 'Glamping Bell Tent');
    const back = `/locations/${location.id}?package=glamping-bell-tent&arrival=${arrival}&departure=${departure}&guests=2`;
    expect(
      await screen.findByRole('link', { name: 'Log in to be told when it frees up' }),
    ).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(back)}`);
  });

  it('back from logging in: the stay is checked again in its package, ready to ask', async () => {
    visit(taken, {
      path: `/locations/${location.id}?package=glamping-bell-tent&arrival=${arrival}&departure=${departure}&guests=2`,
    });
    expect(await screen.findByRole('button', { name: 'Tell me when it frees up' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Glamping Bell Tent' })).toBeChecked();
    expect(screen.getByLabelText('Arrival')).toHaveValue(arrival);
  });
});
