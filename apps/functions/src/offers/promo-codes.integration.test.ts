import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { formatLongDate } from '@camping/domain/booking/capacity';
import type { CheckoutResponse, QuoteResponse } from '@camping/domain/booking/checkout';
import { gstCents } from '@camping/domain/catalogue/pricing';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  auditEntryDocumentSchema,
  bookingDocumentSchema,
  promoCodeDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  bookingDoc,
  COLLECTIONS,
  promoCodeDoc,
  promoCustomerDoc,
} from '@camping/domain/firestore/paths';
import type { PromoCodeDocument } from '@camping/domain/offers/promo-code';
import { expireDueHolds } from '../bookings/expire-holds.ts';
import { kitsInUseOn, makeHoldsDue } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { clearRateLimits, emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
/** This run's codes: the stack may hold another run's. */
const run = Date.now().toString(36).toUpperCase();

// Stays of Essentials 293 to 316 days ahead, where no other file or journey holds Essentials while
// this one runs (a quote of a browser journey's 302 days ahead holds nothing).
function stayAt(offset: number, nights = 2) {
  const arrival = plainArrival(today, offset, nights);
  return {
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [],
    guests: 2,
    arrival,
    departure: addDays(arrival, nights),
  };
}

/** Puts a promo code in place as staff's Offers would save it. */
async function putPromo(name: string, fields: Partial<PromoCodeDocument> = {}): Promise<string> {
  const code = `${name}${run}`;
  const at = new Date().toISOString();
  await db.doc(promoCodeDoc(code)).set({
    code,
    discount: { kind: 'percent', percent: 20 },
    active: true,
    usedCount: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  return code;
}

const quote = (choice: Record<string, unknown>, customer?: TestCustomer) =>
  callAs<QuoteResponse>(stack, 'quoteBooking', choice, customer);

/** Checks out a stay with a code at the price quoted for it, as the checkout page does. */
async function checkout(
  customer: TestCustomer,
  stay: ReturnType<typeof stayAt>,
  promoCode: string,
  expectedTotalCents?: number,
) {
  const total =
    expectedTotalCents ?? (await quote({ ...stay, promoCode })).result!.quote.totalCents;
  return callAs<CheckoutResponse>(
    stack,
    'startCheckout',
    {
      ...stay,
      promoCode,
      phone: '0412 345 678',
      termsAccepted: true,
      idempotencyKey: randomUUID(),
      expectedTotalCents: total,
    },
    customer,
  );
}

const promoNow = async (code: string) =>
  promoCodeDocumentSchema.parse((await db.doc(promoCodeDoc(code)).get()).data());
async function usesOf(code: string, uid: string) {
  return ((await db.doc(promoCustomerDoc(code, uid)).get()).get('uses') as number | undefined) ?? 0;
}
const heldBooking = async (answer: { result?: CheckoutResponse }) => {
  const id = (answer.result as { bookingId: string }).bookingId;
  return { id, ...bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data()) };
};

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'promo');
});
// Every quote here comes from one customer: each test starts with the full allowance.
beforeEach(() => clearRateLimits(db, `uid:${customer.uid}`));

describe('quoteBooking with a promo code', () => {
  it('takes the discount off the total, with its line, and GST on the discounted total', async () => {
    const code = await putPromo('SPRING');
    const stay = stayAt(305);
    const full = (await quote(stay)).result!.quote;
    const answer = await quote({ ...stay, promoCode: code.toLowerCase() });
    expect(answer.status).toBe(200);
    const discounted = answer.result!.quote;
    const off = Math.round(full.totalCents * 0.2);
    expect(discounted).toMatchObject({
      discount: { code, label: `Promo ${code} (20% off)`, cents: off },
      totalCents: full.totalCents - off,
      gstCents: gstCents(full.totalCents - off),
      nights: full.nights,
    });
    expect(discounted.gstCents).toBeLessThan(full.gstCents);
    expect(answer.result!.promoProblem).toBeUndefined();
  });

  it('answers the full price and the sentence for each code that does not apply', async () => {
    const stay = stayAt(305);
    const full = (await quote(stay)).result!.quote;
    const cases: [string, string][] = [
      [`NOSUCH${run}`, 'That promo code is not valid.'],
      [await putPromo('OFF', { active: false }), 'That promo code is not valid.'],
      [
        await putPromo('LATER', { bookFrom: addDays(today, 5) }),
        `That promo code starts on ${formatLongDate(addDays(today, 5))}.`,
      ],
      [await putPromo('OVER', { bookTo: addDays(today, -1) }), 'That promo code has ended.'],
      [
        await putPromo('WINTER', { stayFrom: addDays(today, 10), stayTo: addDays(today, 20) }),
        `That promo code is for stays between ${formatLongDate(addDays(today, 10))} and ${formatLongDate(addDays(today, 20))}.`,
      ],
      [
        await putPromo('LONG', { minNights: 3 }),
        'That promo code is for stays of at least 3 nights.',
      ],
      [await putPromo('GONE', { totalUses: 2, usedCount: 2 }), 'That promo code has been used up.'],
    ];
    for (const [promoCode, sentence] of cases) {
      const answer = await quote({ ...stay, promoCode });
      expect(answer.result, promoCode).toEqual({
        quote: full,
        problem: null,
        taken: false,
        promoProblem: sentence,
      });
    }
  });
});

describe('startCheckout with a promo code', () => {
  it('holds the stay at the discounted price, counting a use of a limited code and the customer', async () => {
    const code = await putPromo('TEN', {
      totalUses: 10,
      discount: { kind: 'amount', cents: 5_000 },
    });
    const answer = await checkout(customer, stayAt(310), code);
    expect(answer.status).toBe(200);
    const booking = await heldBooking(answer);
    expect(booking).toMatchObject({ promoCode: code, promoCounted: true });
    expect(booking.quote?.discount).toEqual({
      code,
      label: `Promo ${code} ($50.00 off)`,
      cents: 5_000,
    });
    expect(booking.totalCents).toBe(booking.quote?.totalCents);
    expect(booking.gstCents).toBe(gstCents(booking.totalCents));
    expect((await promoNow(code)).usedCount).toBe(1);
    expect(await usesOf(code, customer.uid)).toBe(1);
  });

  it('writes nothing shared for a code without a total limit', async () => {
    const code = await putPromo('OPEN');
    const before = (await db.doc(promoCodeDoc(code)).get()).updateTime!;
    const answer = await checkout(customer, stayAt(314), code);
    expect((await heldBooking(answer)).promoCounted).toBe(false);
    expect((await db.doc(promoCodeDoc(code)).get()).updateTime!.isEqual(before)).toBe(true);
    expect(await usesOf(code, customer.uid)).toBe(1);
  });

  it('holds nothing for a code that stopped applying, answering the full price and why', async () => {
    const code = await putPromo('SHUT');
    const stay = stayAt(293);
    // Other files' stays may share these nights: count this one's.
    const kitsBefore = await kitsInUseOn(db, 'essentials', stay.arrival);
    const { totalCents } = (await quote({ ...stay, promoCode: code })).result!.quote;
    await db.doc(promoCodeDoc(code)).update({ active: false });
    const answer = await checkout(customer, stay, code, totalCents);
    expect(answer.result).toEqual({
      outcome: 'price-changed',
      quote: (await quote(stay)).result!.quote,
      promoProblem: 'That promo code is not valid.',
    });
    expect(await kitsInUseOn(db, 'essentials', stay.arrival)).toBe(kitsBefore);
  });

  it('lets a customer use a code as often as it allows, and gives the use back when a hold expires', async () => {
    const code = await putPromo('ONCE', { usesPerCustomer: 1, totalUses: 100 });
    const kitsBefore = await kitsInUseOn(db, 'essentials', stayAt(299).arrival);
    const first = await checkout(customer, stayAt(296), code);
    const { id } = await heldBooking(first);
    const second = await checkout(customer, stayAt(299), code);
    expect(second.result).toMatchObject({
      outcome: 'price-changed',
      promoProblem: 'You have already used that promo code.',
    });
    expect((second.result as { quote: { discount?: unknown } }).quote.discount).toBeUndefined();
    expect(await kitsInUseOn(db, 'essentials', stayAt(299).arrival)).toBe(kitsBefore);

    await makeHoldsDue(db, [id]);
    // A browser test's sweep, running beside this file, may be the one that ends it.
    await expireDueHolds(db);
    expect((await heldBooking(first)).status).toBe('expired');
    expect((await promoNow(code)).usedCount).toBe(0);
    expect(await usesOf(code, customer.uid)).toBe(0);
    const again = await checkout(customer, stayAt(299), code);
    expect((await heldBooking(again)).status).toBe('pending_payment');
    expect((await promoNow(code)).usedCount).toBe(1);
  });
});

describe('the last use of a code', () => {
  let racers: TestCustomer[];
  beforeAll(async () => {
    racers = await Promise.all(
      Array.from({ length: 30 }, () => createCustomer(stack, adminAuth, 'promo-racer')),
    );
  });

  it('goes to exactly one of 30 customers checking out at once', async () => {
    const code = await putPromo('LAST', { totalUses: 5, usedCount: 4 });
    const stay = stayAt(302, 3);
    const kitsBefore = await kitsInUseOn(db, 'essentials', stay.arrival as IsoDate);
    const { totalCents } = (await quote({ ...stay, promoCode: code })).result!.quote;
    const answers = await Promise.all(
      racers.map((racer) => checkout(racer, stay, code, totalCents)),
    );
    const held = answers.filter((answer) => answer.result?.outcome === 'held');
    expect(held).toHaveLength(1);
    for (const answer of answers.filter((each) => each !== held[0])) {
      expect(answer.result, JSON.stringify(answer)).toMatchObject({
        outcome: 'price-changed',
        promoProblem: 'That promo code has been used up.',
      });
    }
    expect((await promoNow(code)).usedCount).toBe(5);
    expect(await kitsInUseOn(db, 'essentials', stay.arrival as IsoDate)).toBe(kitsBefore + 1);
  });
});

describe('staffSavePromoCode', () => {
  let staff: TestCustomer;
  beforeAll(async () => {
    staff = await createCustomer(stack, adminAuth, 'offers-staff', { admin: true });
  });
  const save = (payload: unknown, caller: TestCustomer) =>
    callAs(stack, 'staffSavePromoCode', payload, caller);

  it('creates a code and changes its settings, never its uses, each audited', async () => {
    const code = `SAVE${run}`;
    const promo = {
      code: code.toLowerCase(),
      discount: { kind: 'percent', percent: 15 },
      active: true,
    };
    expect((await save({ isNew: true, promo }, staff)).status).toBe(200);
    expect(await promoNow(code)).toMatchObject({ code, usedCount: 0, active: true });
    await db.doc(promoCodeDoc(code)).update({ usedCount: 3 });
    const edited = { ...promo, code, totalUses: 50, active: false };
    expect((await save({ isNew: false, promo: edited }, staff)).status).toBe(200);
    expect(await promoNow(code)).toMatchObject({ totalUses: 50, active: false, usedCount: 3 });
    const entries = await db
      .collection(COLLECTIONS.auditLog)
      .where('target', '==', promoCodeDoc(code))
      .get();
    const audited = entries.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()));
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'staffSavePromoCode.create',
      'staffSavePromoCode.replace',
    ]);
    expect(audited.every((entry) => entry.by === staff.uid)).toBe(true);
  });

  it('refuses a taken code, a code that does not exist, and customers', async () => {
    const code = await putPromo('TAKEN');
    const promo = { code, discount: { kind: 'percent', percent: 15 }, active: true };
    expect((await save({ isNew: true, promo }, staff)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `There is already a promo code ${code}. Choose another code, or edit that one.`,
    });
    expect(
      (await save({ isNew: false, promo: { ...promo, code: `NONE${run}` } }, staff)).error,
    ).toMatchObject({ status: 'NOT_FOUND', message: `There is no promo code NONE${run}.` });
    expect(
      (await save({ isNew: true, promo: { ...promo, code: `MINE${run}` } }, customer)).error,
    ).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await db.doc(promoCodeDoc(`MINE${run}`)).get()).exists).toBe(false);
  });
});
