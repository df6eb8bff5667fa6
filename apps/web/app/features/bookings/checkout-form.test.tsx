import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import type * as ReactAria from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

// react-aria's calendar as it is, counting its renders: the form's heaviest part to render.
const calendarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-aria-components', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactAria>();
  return {
    ...actual,
    RangeCalendar: (props: ReactAria.RangeCalendarProps<ReactAria.DateValue>) => {
      calendarRenders.count += 1;
      return createElement(actual.RangeCalendar, props);
    },
  };
});

const today = '2027-03-01' as IsoDate;
const quote = {
  nights: [
    { date: '2027-03-11', rateCents: 19_900, peakPeriod: null },
    { date: '2027-03-12', rateCents: 19_900, peakPeriod: null },
  ],
  accommodationCents: 39_800,
  addOns: [
    {
      addOnId: 'firewood',
      name: 'Firewood bundle',
      per: 'stay',
      quantity: 2,
      unitCents: 2_500,
      totalCents: 5_000,
    },
  ],
  deliveryCents: 7_900,
  totalCents: 52_700,
  gstCents: 4_791,
  currency: 'AUD',
};

/** What the functions answer in these tests, by name; each test changes what it needs. */
let answers: Record<string, (data: unknown) => Promise<unknown>>;

beforeEach(() => {
  answers = {
    // 13 March is booked out.
    getUnavailableDates: async () => ['2027-03-13'],
    quoteBooking: async () => ({ quote, problem: null, taken: false }),
    startCheckout: async () => ({
      outcome: 'held',
      bookingId: 'b1',
      paymentUrl: 'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=b1',
    }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

const packagesAt = (rates: Record<string, number>) =>
  CAMPING_PACKAGES.map((entry) => ({
    ...entry,
    nightlyRateCents: rates[entry.id] ?? entry.nightlyRateCents,
  }));

/** The form as the checkout page gives it: the packages from the catalogue's query (read again when told). */
function LiveCatalogueForm(props: CheckoutFormProps & { rates: Record<string, number> }) {
  const { rates, ...form } = props;
  const packages = useQuery({
    queryKey: packagesQuery.queryKey,
    queryFn: async () => packagesAt(rates),
  });
  if (!packages.data) return null;
  return <CheckoutForm {...form} catalogue={{ ...form.catalogue, packages: packages.data }} />;
}

function renderForm(props: Partial<CheckoutFormProps> = {}, rates: Record<string, number> = {}) {
  const goToPayment = vi.fn();
  const queryClient = testQueryClient();
  queryClient.setQueryData(packagesQuery.queryKey, packagesAt(rates));
  const { user } = renderWithProviders(
    <LiveCatalogueForm
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
      rates={rates}
      {...props}
    />,
    { queryClient },
  );
  return { goToPayment, user };
}

// The calendar shows March and April 2027: these tests choose in March.
const march = () => screen.getByRole('grid', { name: 'Stay, March 2027' });
const day = (label: RegExp) => within(march()).getByRole('button', { name: label });
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

const pricePanel = () => screen.getByRole('complementary', { name: 'Your price' });

/** Chooses the stay, and waits for its price: the page continues only at a price it shows. */
async function chooseStay(user: UserEvent, arrival: RegExp, departure: RegExp) {
  await user.click(await waitFor(() => day(arrival)));
  await user.click(day(departure));
  await waitFor(() => expect(pricePanel().textContent).toMatch(/Total\$/));
}

async function fillDetails(user: UserEvent) {
  await fill(user, screen.getByLabelText('Phone'), '0412 345 678');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

describe('CheckoutForm', () => {
  it('starts from the link’s campground and package, offering only what the campground has', async () => {
    renderForm({ initial: { locationId: 'blue-mountains-euroka', packageId: 'essentials' } });
    expect((screen.getByLabelText('Campground') as HTMLSelectElement).value).toBe(
      'blue-mountains-euroka',
    );
    const packages = screen.getByLabelText('Package') as HTMLSelectElement;
    expect(packages.value).toBe('essentials');
    expect([...packages.options].map((option) => option.value)).toEqual([
      '',
      'essentials',
      'family-basecamp',
    ]);
    // Essentials sleeps 2.
    expect([...(screen.getByLabelText('Guests') as HTMLSelectElement).options]).toHaveLength(2);
    expect(await waitFor(march)).toBeInTheDocument();
  });

  it('takes one more guest for each extra sleeping kit, and fewer again without it', async () => {
    const { user } = renderForm({
      initial: { locationId: 'lane-cove-river', packageId: 'essentials' },
    });
    const guests = screen.getByLabelText('Guests') as HTMLSelectElement;
    const guestChoices = () => [...guests.options].map((option) => option.value);
    expect(guestChoices()).toEqual(['1', '2']);
    expect(
      screen.getByText('Each Extra sleeping kit (an add-on below) sleeps 1 more.'),
    ).toBeInTheDocument();
    const kits = screen.getByRole('combobox', { name: 'Quantity of Extra sleeping kit' });
    await user.selectOptions(kits, '2');
    expect(guestChoices()).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(guests, '4');
    await user.selectOptions(kits, '1');
    expect(guestChoices()).toEqual(['1', '2', '3']);
    expect(guests.value).toBe('3');
  });

  it('disables booked-out nights and arrivals whose shortest stay is not free', async () => {
    renderForm();
    await waitFor(() =>
      expect(day(/^Saturday 13 March 2027/).getAttribute('aria-disabled')).toBe('true'),
    );
    // A 2-night stay from 12 March would include the 13th.
    expect(day(/^Friday 12 March 2027/).getAttribute('aria-disabled')).toBe('true');
    expect(day(/^Thursday 11 March 2027/).getAttribute('aria-disabled')).toBeNull();
    // The whole booking horizon, in one call.
    expect(calls('getUnavailableDates').at(-1)?.[1]).toEqual({
      packageId: 'glamping-bell-tent',
      locationId: 'royal-bonnie-vale',
      from: '2027-03-01',
      to: '2028-02-29',
    });
  });

  it('lets a stay end on a booked-out day, and not a night shorter than the minimum', async () => {
    const { user } = renderForm();
    await user.click(await waitFor(() => day(/^Thursday 11 March 2027/)));
    expect(day(/^Friday 12 March 2027/).getAttribute('aria-disabled')).toBe('true');
    expect(day(/^Saturday 13 March 2027/).getAttribute('aria-disabled')).toBeNull();
    expect(day(/^Sunday 14 March 2027/).getAttribute('aria-disabled')).toBe('true');
    await user.click(day(/^Saturday 13 March 2027/));
    expect(
      await screen.findByText('Thu, 11 Mar 2027 to Sat, 13 Mar 2027 (2 nights)'),
    ).toBeInTheDocument();
  });

  it('shows the server’s price of the choice: every night, add-ons, delivery and GST', async () => {
    const { user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity of Firewood bundle' }),
      '2',
    );
    const price = screen.getByRole('complementary', { name: 'Your price' });
    await waitFor(() => expect(price.textContent).toContain('$527.00'));
    expect(price.textContent).toContain('Thu, 11 Mar 2027$199.00');
    expect(price.textContent).toContain('Firewood bundle × 2');
    expect(price.textContent).toContain('includes GST of $47.91');
    // Up to A$2,000 Afterpay takes it too.
    expect(price.textContent).toContain('pay by card, or with Afterpay in 4 instalments.');
    expect(calls('quoteBooking').at(-1)?.[1]).toEqual({
      locationId: 'royal-bonnie-vale',
      packageId: 'glamping-bell-tent',
      addOns: [{ addOnId: 'firewood', quantity: 2 }],
      guests: 2,
      arrival: '2027-03-11',
      departure: '2027-03-13',
    });
  });

  it('holds the stay with a fresh checkout key and goes to the payment page', async () => {
    const { goToPayment, user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith(
        'http://127.0.0.1:5001/demo/us-central1/testPayment?booking=b1',
      ),
    );
    const [, request] = calls('startCheckout')[0]!;
    expect(request).toMatchObject({
      arrival: '2027-03-11',
      departure: '2027-03-13',
      phone: '+61412345678',
      termsAccepted: true,
    });
    expect((request as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends the total on the screen; a changed price is shown with the catalogue’s, and asked again', async () => {
    const rates = { 'glamping-bell-tent': 28_900 };
    const { goToPayment, user } = renderForm({}, rates);
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await fillDetails(user);
    expect(
      screen.getByRole('option', { name: 'Glamping Bell Tent ($289.00 a night)' }),
    ).toBeInTheDocument();

    // Staff raised the nightly rate since the page priced the stay.
    rates['glamping-bell-tent'] = 30_900;
    const raised = { ...quote, totalCents: 56_700, gstCents: 5_155 };
    answers.startCheckout = async (request) =>
      (request as { expectedTotalCents: number }).expectedTotalCents === raised.totalCents
        ? { outcome: 'held', bookingId: 'b1', paymentUrl: 'http://pay.example/b1' }
        : { outcome: 'price-changed', quote: raised };
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The price changed from $527.00 to $567.00. Check the new price, then continue to payment.',
    );
    expect(pricePanel().textContent).toContain('Total$567.00');
    expect(
      await screen.findByRole('option', { name: 'Glamping Bell Tent ($309.00 a night)' }),
    ).toBeInTheDocument();
    expect(goToPayment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('http://pay.example/b1'));
    const [first, second] = calls('startCheckout').map(
      ([, request]) => request as { expectedTotalCents: number; idempotencyKey: string },
    );
    expect([first!.expectedTotalCents, second!.expectedTotalCents]).toEqual([52_700, 56_700]);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
  });

  describe('a promo code', () => {
    const discounted = {
      ...quote,
      discount: { code: 'SPRING20', label: 'Promo SPRING20 (20% off)', cents: 10_540 },
      totalCents: 42_160,
      gstCents: 3_833,
    };
    const promoField = () =>
      within(pricePanel()).getByRole('textbox', { name: 'Have a promo code?' });

    beforeEach(() => {
      answers.quoteBooking = async (request) => {
        const code = (request as { promoCode?: string }).promoCode;
        if (!code) return { quote, problem: null, taken: false };
        return code === 'SPRING20'
          ? { quote: discounted, problem: null, taken: false }
          : { quote, problem: null, taken: false, promoProblem: 'That promo code has ended.' };
      };
    });

    it('prices the stay with the code: its line, the total and GST after it, and the code goes on to the hold', async () => {
      const { goToPayment, user } = renderForm();
      await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
      await fill(user, promoField(), 'spring20');
      await user.click(within(pricePanel()).getByRole('button', { name: 'Apply promo code' }));

      await waitFor(() => expect(pricePanel().textContent).toContain('Total$421.60'));
      expect(pricePanel().textContent).toContain('Promo SPRING20 (20% off)−$105.40');
      expect(pricePanel().textContent).toContain('includes GST of $38.33');
      expect(calls('quoteBooking').at(-1)?.[1]).toMatchObject({ promoCode: 'SPRING20' });
      expect(within(pricePanel()).getByRole('status')).toHaveTextContent(
        'Promo code SPRING20 applied.',
      );

      await fillDetails(user);
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(goToPayment).toHaveBeenCalled());
      expect(calls('startCheckout')[0]?.[1]).toMatchObject({
        promoCode: 'SPRING20',
        expectedTotalCents: 42_160,
      });
    });

    it('takes the code off with Remove, and back to the full price', async () => {
      const { user } = renderForm();
      await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
      await fill(user, promoField(), 'SPRING20{Enter}');
      await waitFor(() => expect(pricePanel().textContent).toContain('Total$421.60'));
      await user.click(screen.getByRole('button', { name: 'Remove promo code SPRING20' }));
      await waitFor(() => expect(pricePanel().textContent).toContain('Total$527.00'));
      expect(promoField()).toHaveValue('');
    });

    it('says by the field why a code does not apply, and holds the stay without it', async () => {
      const { goToPayment, user } = renderForm();
      await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
      await fill(user, promoField(), 'no!');
      await user.click(within(pricePanel()).getByRole('button', { name: 'Apply promo code' }));
      expect(promoField()).toHaveAccessibleDescription('That promo code is not valid.');
      expect(calls('quoteBooking').some(([, request]) => 'promoCode' in (request as object))).toBe(
        false,
      );

      await fill(user, promoField(), 'WINTER');
      await user.click(within(pricePanel()).getByRole('button', { name: 'Apply promo code' }));
      await waitFor(() =>
        expect(promoField()).toHaveAccessibleDescription('That promo code has ended.'),
      );
      expect(promoField()).toHaveAttribute('aria-invalid', 'true');
      expect(pricePanel().textContent).toContain('Total$527.00');

      await fillDetails(user);
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(goToPayment).toHaveBeenCalled());
      expect((calls('startCheckout')[0]?.[1] as { promoCode?: string }).promoCode).toBeUndefined();
    });

    it('a code that stopped applying before the hold: says why and shows the full price', async () => {
      const { goToPayment, user } = renderForm();
      await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
      await fill(user, promoField(), 'SPRING20{Enter}');
      await waitFor(() => expect(pricePanel().textContent).toContain('Total$421.60'));
      await fillDetails(user);
      answers.startCheckout = async () => ({
        outcome: 'price-changed',
        quote,
        promoProblem: 'That promo code has been used up.',
      });
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

      expect((await screen.findByRole('alert')).textContent).toBe(
        'That promo code has been used up. Your price is now $527.00. Check it, then continue to payment.',
      );
      await waitFor(() =>
        expect(promoField()).toHaveAccessibleDescription('That promo code has been used up.'),
      );
      expect(pricePanel().textContent).toContain('Total$527.00');
      expect(goToPayment).not.toHaveBeenCalled();
    });
  });

  it('continued while the price of a change loads: holds at that price once it shows', async () => {
    const { goToPayment, user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await fillDetails(user);
    let answerQuote: (answer: unknown) => void = () => {};
    answers.quoteBooking = () => new Promise((resolve) => (answerQuote = resolve));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity of Firewood bundle' }),
      '3',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(calls('quoteBooking')).toHaveLength(2));
    expect(calls('startCheckout')).toHaveLength(0);

    answerQuote({ quote: { ...quote, totalCents: 55_200 }, problem: null, taken: false });
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    expect(pricePanel().textContent).toContain('Total$552.00');
    expect(calls('startCheckout')[0]![1]).toMatchObject({ expectedTotalCents: 55_200 });
  });

  it('comes back from the payment page ready to continue again, with a new checkout key', async () => {
    const { goToPayment, user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toHaveProperty(
      'disabled',
      true,
    );

    // The browser's back-forward cache shows the page as it was left.
    // (The test DOM's PageTransitionEvent leaves `persisted` out: the event is made as browsers send it.)
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2));
    const [first, second] = calls('startCheckout').map(
      ([, request]) => request as { idempotencyKey: string; arrival: string },
    );
    expect(second!.arrival).toBe('2027-03-11');
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('remembers every choice as it is made (not the terms), and starts from them', async () => {
    const saveDraft = vi.fn();
    const { user } = renderForm({
      initial: {
        locationId: 'royal-bonnie-vale',
        packageId: 'glamping-bell-tent',
        guests: 1,
        notes: 'Near the creek.',
      },
      saveDraft,
    });
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity of Firewood bundle' }),
      '2',
    );
    await fillDetails(user);
    expect((screen.getByLabelText('Guests') as HTMLSelectElement).value).toBe('1');
    expect(saveDraft).toHaveBeenLastCalledWith({
      locationId: 'royal-bonnie-vale',
      packageId: 'glamping-bell-tent',
      guests: 1,
      addOns: [{ addOnId: 'firewood', quantity: 2 }],
      arrival: '2027-03-11',
      departure: '2027-03-13',
      phone: '0412 345 678',
      notes: 'Near the creek.',
    });
  });

  it('leaves the calendar be while the details are typed and the guests changed', async () => {
    const { user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    const rendersBefore = calendarRenders.count;
    await fill(user, screen.getByLabelText('Phone'), '0412 345 678');
    await fill(user, screen.getByLabelText('Notes for the crew (optional)'), 'By the river');
    // A new price, the form's every part rendered again: but not the calendar, whose props are the same.
    await user.selectOptions(screen.getByLabelText('Guests'), '1');
    await waitFor(() => expect(calls('quoteBooking').at(-1)?.[1]).toMatchObject({ guests: 1 }));
    expect(calendarRenders.count).toBe(rendersBefore);
    // It does render for what it shows: another stay.
    await chooseStay(user, /^Monday 15 March 2027/, /^Wednesday 17 March 2027/);
    expect(calendarRenders.count).toBeGreaterThan(rendersBefore);
  });

  it('says what to fix and sends nothing without dates, phone or the terms', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Choose your arrival and departure dates.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms and conditions to book.')).toBeInTheDocument();
    expect(screen.getByText(/Enter an Australian phone number/)).toBeInTheDocument();
    expect(calls('startCheckout')).toHaveLength(0);
  });

  it('takes the customer to the first thing to fix as read: the dates above the phone', async () => {
    // The test DOM does not scroll: what was asked to scroll into view is recorded instead.
    const scrolledTo = vi.fn();
    const { scrollIntoView } = Element.prototype;
    Element.prototype.scrollIntoView = scrolledTo;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    const { user } = renderForm();
    const months = await screen.findAllByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText('Choose your arrival and departure dates.');
    const focusedMonth = () => months.find((month) => month.contains(document.activeElement));
    await waitFor(() => expect(focusedMonth()).toBeDefined());
    expect(document.activeElement?.getAttribute('role')).toBe('button');
    expect(scrolledTo.mock.contexts[0]).toBe(focusedMonth());
    expect(scrolledTo.mock.calls[0]).toEqual([{ block: 'center' }]);

    // Dates chosen: the phone is next.
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(scrolledTo.mock.contexts).toContain(phone);
  });

  it('a stay taken while choosing: says so, clears the stay, shows it taken and tries afresh', async () => {
    const { user } = renderForm();
    await chooseStay(user, /^Thursday 11 March 2027/, /^Saturday 13 March 2027/);
    await fillDetails(user);
    const message = 'Sorry, Friday 12 March 2027 is no longer available for this package.';
    answers.startCheckout = async () => {
      throw Object.assign(new Error(message), {
        code: 'functions/failed-precondition',
        details: { reason: 'unavailable', nights: ['2027-03-12'] },
      });
    };
    answers.getUnavailableDates = async () => ['2027-03-12', '2027-03-13'];
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(calls('getUnavailableDates')).toHaveLength(2));
    await waitFor(() =>
      expect(day(/^Thursday 11 March 2027/).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.queryByText(/\(2 nights\)/)).toBeNull();

    answers.startCheckout = async () => ({
      outcome: 'held',
      bookingId: 'b2',
      paymentUrl: 'http://pay.example/b2',
    });
    await chooseStay(user, /^Sunday 14 March 2027/, /^Tuesday 16 March 2027/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(calls('startCheckout')).toHaveLength(2));
    const keys = calls('startCheckout').map(
      ([, request]) => (request as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says "Failed to fetch unavailable dates" when they cannot be read, and reads again', async () => {
    answers.getUnavailableDates = async () => {
      throw new Error('offline');
    };
    const { user } = renderForm();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch unavailable dates',
    );
    answers.getUnavailableDates = async () => [];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await waitFor(march)).toBeInTheDocument();
  });
});
