import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutResponse } from '@camping/domain/booking/checkout';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDocumentSchema, crewDayDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS, crewDayDoc, userDoc } from '@camping/domain/firestore/paths';
import { kitsInUseOn, pricedCheckout, setKitsInUseOn } from '../testing/bookings.ts';
import {
  callAs,
  createCustomer,
  lateInMonthArrival,
  plainArrival,
  type TestCustomer,
} from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

/** A checkout of `essentials` at Lane Cove River, arriving `offset` days from today, for 2 nights. */
function checkout(offset: number, nights = 2, extra: Record<string, unknown> = {}) {
  return {
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [{ addOnId: 'firewood', quantity: 1 }],
    guests: 2,
    arrival: plainArrival(today, offset, nights),
    departure: addDays(plainArrival(today, offset, nights), nights),
    phone: '0412 345 678',
    termsAccepted: true,
    idempotencyKey: randomUUID(),
    // Refusals come before the price is compared; a stay to hold is `priced` first.
    expectedTotalCents: 0,
    ...extra,
  };
}

/** As checkout, late in a month: for a test that counts the crew of its first or last day. */
function crewDayCheckout(offset: number, nights = 2, extra: Record<string, unknown> = {}) {
  const arrival = lateInMonthArrival(today, offset, nights);
  return { ...checkout(offset, nights, extra), arrival, departure: addDays(arrival, nights) };
}

/** The request with the total the checkout page shows for it. */
const priced = (request: ReturnType<typeof checkout>) => pricedCheckout(stack, request, customer);

async function bookingsOf(uid: string, arrival: string) {
  const snap = await db
    .collection(COLLECTIONS.bookings)
    .where('userId', '==', uid)
    .where('arrival', '==', arrival)
    .get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    ...bookingDocumentSchema.parse(doc.data()),
  }));
}

const kitsInUse = (packageId: string, night: IsoDate) => kitsInUseOn(db, packageId, night);

async function crewOn(date: IsoDate) {
  const snap = await db.doc(crewDayDoc(date)).get();
  return snap.exists ? crewDayDocumentSchema.parse(snap.data()) : { setUps: 0, packDowns: 0 };
}

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'checkout');
});

describe('startCheckout (Functions emulator + Firestore emulator)', () => {
  it('holds the stay for 30 minutes and answers the local test-payment page', async () => {
    await db
      .doc(userDoc(customer.uid))
      .set({ displayName: ' Casey  McDonald', email: customer.email });
    const request = await priced(crewDayCheckout(120));
    const arrival = request.arrival as IsoDate;
    const departure = request.departure as IsoDate;
    // Other files' stays may share these nights and days: count this one's.
    const kitsBefore = await kitsInUse('essentials', arrival);
    const crewBefore = {
      setUps: (await crewOn(arrival)).setUps,
      packDowns: (await crewOn(departure)).packDowns,
    };
    const before = Date.now();
    const answer = await callAs<{ bookingId: string; paymentUrl: string }>(
      stack,
      'startCheckout',
      request,
      customer,
    );
    expect(answer.status).toBe(200);
    const { bookingId, paymentUrl } = answer.result!;
    expect(paymentUrl).toBe(
      `${stack.functionsOrigin}/${stack.projectId}/us-central1/testPayment?booking=${bookingId}`,
    );
    const booking = bookingDocumentSchema.parse((await db.doc(bookingDoc(bookingId)).get()).data());
    expect(booking).toMatchObject({
      userId: customer.uid,
      email: customer.email,
      status: 'pending_payment',
      phone: '+61412345678',
      payment: { method: 'test', paidCents: 0, refundedCents: 0 },
      // Staff find it by the start of the customer's name, surname or e-mail, in any case.
      customerName: ' Casey  McDonald',
      customerFind: { name: 'casey mcdonald', surname: 'mcdonald', email: customer.email },
    });
    const holdMinutes = (Date.parse(booking.holdExpiresAt!) - before) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29.9);
    expect(holdMinutes).toBeLessThan(30.5);
    // Lane Cove is 25 minutes away: 2 nights of essentials, firewood once, the nearest delivery fee.
    expect(booking.quote?.nights.map((night) => night.date)).toEqual([
      request.arrival,
      addDays(request.arrival as IsoDate, 1),
    ]);
    expect(booking.totalCents).toBe(booking.quote?.totalCents);
    expect(await kitsInUse('essentials', arrival)).toBe(kitsBefore + 1);
    expect((await crewOn(arrival)).setUps).toBe(crewBefore.setUps + 1);
    expect((await crewOn(departure)).packDowns).toBe(crewBefore.packDowns + 1);
  });

  it('answers the same booking for the same idempotency key, holding nothing twice', async () => {
    const request = await priced(checkout(125));
    const kitsBefore = await kitsInUse('essentials', request.arrival as IsoDate);
    const answers = await Promise.all(
      [1, 2, 3].map(() => callAs<{ bookingId: string }>(stack, 'startCheckout', request, customer)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.result?.bookingId)).size).toBe(1);
    expect(await kitsInUse('essentials', request.arrival as IsoDate)).toBe(kitsBefore + 1);
  });

  it('refuses guests, stays too short or too soon, and more guests than the package sleeps', async () => {
    const heldBefore = await kitsInUse('essentials', plainArrival(today, 130));
    expect((await callAs(stack, 'startCheckout', checkout(130))).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    const short = await callAs(stack, 'startCheckout', checkout(130, 1), customer);
    expect(short.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Stays are at least 2 nights.',
      details: { reason: 'dates' },
    });
    // Tomorrow whatever the run date (plainArrival moves a stay past the summer), for three nights:
    // in the summer peak, shorter stays are refused for their length first.
    const tomorrow = { arrival: addDays(today, 1), departure: addDays(today, 4) };
    const soon = await callAs(stack, 'startCheckout', { ...checkout(130), ...tomorrow }, customer);
    expect(soon.error?.message).toMatch(/at least 3 days before you arrive/);
    const crowd = await callAs(stack, 'startCheckout', checkout(130, 2, { guests: 3 }), customer);
    expect(crowd.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'The Essentials package sleeps up to 2.',
    });
    expect(await kitsInUse('essentials', plainArrival(today, 130))).toBe(heldBefore);
  });
});

describe('the price shown, and the hold already made', () => {
  it('holds nothing and answers the new price when it is not the total the customer saw', async () => {
    const request = await priced(checkout(195));
    const kitsBefore = await kitsInUse('essentials', request.arrival as IsoDate);
    const shownBefore = request.expectedTotalCents - 2_200;
    const answer = await callAs<CheckoutResponse>(
      stack,
      'startCheckout',
      { ...request, expectedTotalCents: shownBefore },
      customer,
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      outcome: 'price-changed',
      quote: { totalCents: request.expectedTotalCents },
    });
    expect(await kitsInUse('essentials', request.arrival as IsoDate)).toBe(kitsBefore);
    expect(await bookingsOf(customer.uid, request.arrival)).toEqual([]);

    const again = await callAs<CheckoutResponse>(stack, 'startCheckout', request, customer);
    expect(again.result).toMatchObject({ outcome: 'held' });
    expect(await kitsInUse('essentials', request.arrival as IsoDate)).toBe(kitsBefore + 1);
  });

  it('resumes the customer’s own hold of the same choice, and releases one at an old price', async () => {
    const request = await priced(checkout(200));
    const arrival = request.arrival as IsoDate;
    const kitsBefore = await kitsInUse('essentials', arrival);
    const first = await callAs<CheckoutResponse>(stack, 'startCheckout', request, customer);
    expect(first.result?.outcome).toBe('held');
    const { bookingId, paymentUrl } = first.result as { bookingId: string; paymentUrl: string };

    // Back from the payment page: the same choices with a new checkout key, new notes.
    const back = await callAs<CheckoutResponse>(
      stack,
      'startCheckout',
      { ...request, idempotencyKey: randomUUID(), notes: 'Gate code 1234.' },
      customer,
    );
    expect(back.result).toEqual({ outcome: 'held', bookingId, paymentUrl });
    expect(await kitsInUse('essentials', arrival)).toBe(kitsBefore + 1);
    expect(await bookingsOf(customer.uid, arrival)).toEqual([
      expect.objectContaining({ id: bookingId, notes: 'Gate code 1234.' }),
    ]);

    // Another choice is another booking.
    const fewer = await callAs<CheckoutResponse>(
      stack,
      'startCheckout',
      await priced({ ...request, guests: 1, idempotencyKey: randomUUID() }),
      customer,
    );
    expect(fewer.result).toMatchObject({ outcome: 'held' });
    expect((fewer.result as { bookingId: string }).bookingId).not.toBe(bookingId);
    expect(await kitsInUse('essentials', arrival)).toBe(kitsBefore + 2);

    // The first hold was made before staff changed the price: holding again at today's replaces it.
    await db.doc(bookingDoc(bookingId)).update({ totalCents: request.expectedTotalCents - 2_200 });
    const replaced = await callAs<CheckoutResponse>(
      stack,
      'startCheckout',
      { ...request, idempotencyKey: randomUUID() },
      customer,
    );
    const replacement = (replaced.result as { bookingId: string }).bookingId;
    expect(replacement).not.toBe(bookingId);
    const held = await bookingsOf(customer.uid, arrival);
    expect(held.find((booking) => booking.id === bookingId)?.status).toBe('cancelled');
    expect(held.find((booking) => booking.id === replacement)).toMatchObject({
      status: 'pending_payment',
      totalCents: request.expectedTotalCents,
    });
    expect(await kitsInUse('essentials', arrival)).toBe(kitsBefore + 2);
  });
});

describe('no oversell under contention', () => {
  let racers: TestCustomer[];
  beforeAll(async () => {
    racers = await Promise.all(
      Array.from({ length: 30 }, () => createCustomer(stack, adminAuth, 'racer')),
    );
  });

  it('gives the last free kit to exactly one of 30 concurrent checkouts', async () => {
    const request = await priced(crewDayCheckout(150, 3));
    const arrival = request.arrival as IsoDate;
    const nights = [0, 1, 2].map((offset) => addDays(arrival, offset));
    const kitsBefore = await Promise.all(nights.map((night) => kitsInUse('essentials', night)));
    const setUpsBefore = (await crewOn(arrival)).setUps;
    // Every kit but one is out on these nights, until the test gives back all but the one it holds.
    await Promise.all(nights.map((night) => setKitsInUseOn(db, 'essentials', night, 5)));
    const answers = await Promise.all(
      racers.map((racer) =>
        callAs(stack, 'startCheckout', { ...request, idempotencyKey: randomUUID() }, racer),
      ),
    );
    const held = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const answer of refused) {
      expect(answer.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        details: { reason: 'unavailable' },
      });
      expect(answer.error?.message).toMatch(/no longer available for this package/);
    }
    for (const night of nights) expect(await kitsInUse('essentials', night)).toBe(6);
    expect((await crewOn(arrival)).setUps).toBe(setUpsBefore + 1);
    await Promise.all(
      nights.map((night, index) => setKitsInUseOn(db, 'essentials', night, kitsBefore[index]! + 1)),
    );
  });

  it('gives the last crew set-up of an arrival day to exactly one of 30', async () => {
    const request = await priced(
      crewDayCheckout(180, 2, { packageId: 'family-basecamp', guests: 4 }),
    );
    const arrival = request.arrival as IsoDate;
    const crewBefore = await crewOn(arrival);
    const kitsBefore = await kitsInUse('family-basecamp', arrival);
    // Every set-up but one is taken that day, until the test gives back all but the one it holds.
    await db.doc(crewDayDoc(arrival)).set({ ...crewBefore, date: arrival, setUps: 3 });
    const answers = await Promise.all(
      racers.map((racer) =>
        callAs(stack, 'startCheckout', { ...request, idempotencyKey: randomUUID() }, racer),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(29);
    for (const answer of refused) {
      expect(answer.error, JSON.stringify(answer)).toMatchObject({
        details: { reason: 'crew-unavailable', date: arrival },
      });
    }
    expect(await crewOn(arrival)).toMatchObject({ setUps: 4 });
    expect(await kitsInUse('family-basecamp', arrival)).toBe(kitsBefore + 1);
    await db.doc(crewDayDoc(arrival)).update({ setUps: crewBefore.setUps + 1 });
  });
});
