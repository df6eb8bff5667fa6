import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { QuoteResponse } from '@camping/domain/booking/checkout';
import { addDays, daysBetween, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { availabilitySettingsDocumentSchema } from '@camping/domain/firestore/documents';
import { AVAILABILITY_SETTINGS_DOC } from '@camping/domain/firestore/paths';
import { AVAILABILITY_SETTINGS, oneAtATime } from '@camping/stack/one-at-a-time';
import { kitsInUseOn, pricedCheckout, setKitsInUseOn } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

/** The next `MM-DD` at least `gap` days after `after`: within the booking horizon. */
function nextDayOfYear(monthDay: string, after: IsoDate = today, gap = 5): IsoDate {
  const year = Number(after.slice(0, 4));
  const candidate = `${year}-${monthDay}` as IsoDate;
  return daysBetween(addDays(after, gap), candidate) >= 0
    ? candidate
    : (`${year + 1}-${monthDay}` as IsoDate);
}

/**
 * Runs `check` with the booking horizon reaching `lastNight`: in the few days before each of the
 * fixed dates below, the next such stay is a year ahead, past the horizon of 365 days. The caller
 * holds the availability settings' lock, so no other test changes them meanwhile.
 */
async function withHorizonTo(lastNight: IsoDate, check: () => Promise<void>): Promise<void> {
  const settings = db.doc(AVAILABILITY_SETTINGS_DOC);
  const { horizonDays } = availabilitySettingsDocumentSchema.parse((await settings.get()).data());
  const needed = daysBetween(today, lastNight);
  if (needed <= horizonDays) return check();
  await settings.update({ horizonDays: needed });
  try {
    await check();
  } finally {
    await settings.update({ horizonDays });
  }
}

const choice = (arrival: string, departure: string) => ({
  locationId: 'killalea-shell-cove',
  packageId: 'essentials',
  addOns: [{ addOnId: 'breakfast-hamper', quantity: 2 }],
  guests: 2,
  arrival,
  departure,
});

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'quote');
});

describe('quoteBooking (Functions emulator + Firestore emulator)', () => {
  it('prices every night, add-ons per night and delivery, GST included, for guests too', async () => {
    const arrival = plainArrival(today, 40);
    const answer = await callAs<QuoteResponse>(
      stack,
      'quoteBooking',
      choice(arrival, addDays(arrival, 2)),
    );
    expect(answer.status).toBe(200);
    const { quote, problem } = answer.result!;
    expect(problem).toBeNull();
    expect(quote.nights.map((night) => night.date)).toEqual([arrival, addDays(arrival, 1)]);
    expect(quote.addOns[0]).toMatchObject({ per: 'night', quantity: 2 });
    expect(quote.addOns[0]!.totalCents).toBe(quote.addOns[0]!.unitCents * 2 * 2);
    expect(quote.totalCents).toBe(
      quote.accommodationCents + quote.addOns[0]!.totalCents + quote.deliveryCents,
    );
    expect(quote.gstCents).toBe(Math.round(quote.totalCents / 11));
  });

  it('takes one more guest for each extra sleeping kit, and says so when they do not fit', async () => {
    const arrival = plainArrival(today, 40);
    const three = { ...choice(arrival, addDays(arrival, 2)), addOns: [], guests: 3 };
    expect((await callAs(stack, 'quoteBooking', three)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'The Essentials package sleeps up to 2.',
    });
    const withKit = { ...three, addOns: [{ addOnId: 'extra-sleeper', quantity: 1 }] };
    const quoted = await callAs<QuoteResponse>(stack, 'quoteBooking', withKit);
    expect(quoted.status).toBe(200);
    expect(quoted.result?.quote.addOns[0]).toMatchObject({ addOnId: 'extra-sleeper', quantity: 1 });
    expect((await callAs(stack, 'quoteBooking', { ...withKit, guests: 4 })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'The Essentials package sleeps up to 3 with the add-ons you chose.',
    });
  });

  it('says why a choice cannot be booked: too short (never taken), or a night taken', async () => {
    const arrival = plainArrival(today, 45);
    const short = await callAs<QuoteResponse>(
      stack,
      'quoteBooking',
      choice(arrival, addDays(arrival, 1)),
    );
    expect(short.result?.problem).toBe('Stays are at least 2 nights.');
    expect(short.result?.taken).toBe(false);
    // Every kit out on the first night, then as it was: other files hold stays on these nights.
    const held = await kitsInUseOn(db, 'essentials', arrival);
    await setKitsInUseOn(db, 'essentials', arrival, 6);
    const taken = await callAs<QuoteResponse>(
      stack,
      'quoteBooking',
      choice(arrival, addDays(arrival, 2)),
    );
    await setKitsInUseOn(db, 'essentials', arrival, held);
    expect(taken.result?.problem).toMatch(/is no longer available for this package/);
    expect(taken.result?.taken).toBe(true);
  });

  // Sydney's clocks change in early April and early October; nights are calendar dates, never instants.
  for (const [label, from, to] of [
    ['daylight saving ending', '04-02', '04-06'],
    ['daylight saving starting', '10-02', '10-05'],
    ['the new year', '12-28', '01-02'],
  ] as const) {
    const arrival = nextDayOfYear(from);
    const departure = nextDayOfYear(to, arrival, 1);
    // At a campground no test closes: these dates are fixed, and the closures' test closes
    // Killalea on a night that moves with the date of the run.
    const stay = { ...choice(arrival, departure), locationId: 'blue-mountains-euroka' };
    it(`quotes and holds exactly the nights of a stay across ${label}`, async () => {
      const nights = Array.from({ length: daysBetween(arrival, departure) }, (_, index) =>
        addDays(arrival, index),
      );
      // These dates are fixed, and so may meet the blackout of every campground that a browser
      // test sets for a moment, days ahead of the run: not while this test holds its lock.
      await oneAtATime(AVAILABILITY_SETTINGS, () =>
        withHorizonTo(nights.at(-1)!, async () => {
          const quoted = await callAs<QuoteResponse>(stack, 'quoteBooking', stay);
          expect(quoted.result?.problem).toBeNull();
          expect(quoted.result?.quote.nights.map((night) => night.date)).toEqual(nights);

          // Other files' holds may share these nights (their dates move with today): count this one's.
          const around = [addDays(arrival, -1), ...nights, departure];
          const before = await Promise.all(
            around.map((night) => kitsInUseOn(db, 'essentials', night)),
          );
          const request = await pricedCheckout(
            stack,
            {
              ...stay,
              phone: '0412 345 678',
              termsAccepted: true,
              idempotencyKey: randomUUID(),
            },
            customer,
          );
          const held = await callAs(stack, 'startCheckout', request, customer);
          expect(held.status).toBe(200);
          for (const [index, night] of around.entries()) {
            const added = (await kitsInUseOn(db, 'essentials', night)) - before[index]!;
            expect([night, added]).toEqual([night, nights.includes(night) ? 1 : 0]);
          }
        }),
      );
    });
  }
});
