import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  bookingDocumentSchema,
  mailDocumentSchema,
  paymentDocumentSchema,
} from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS, voucherDoc } from '@camping/domain/firestore/paths';
import { voucherDocumentSchema, type VoucherDocument } from '@camping/domain/vouchers/voucher';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { expireDueHolds } from '../bookings/expire-holds.ts';
import { settleRefund } from '../bookings/settle-refund.ts';
import { kitsInUseOn, makeHoldsDue, payOnTestPage, pricedCheckout } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { newVoucherCode } from './voucher-code.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'voucher');
  // Refunds are settled here, not in the Functions emulator: their e-mail links to the site.
  vi.stubEnv('SITE_ORIGIN', `http://${HOST}:${PROFILES.test.ports.web}`);
});
afterAll(() => vi.unstubAllEnvs());

/** A gift voucher with `balanceCents` left, as the gift purchase stores it; answers its code. */
async function seedVoucher(balanceCents: number, extra: Partial<VoucherDocument> = {}) {
  const code = newVoucherCode();
  const voucher: VoucherDocument = {
    kind: 'gift',
    amountCents: Math.max(balanceCents, 100),
    balanceCents,
    currency: 'AUD',
    expiresOn: addDays(today, 400),
    ownerUid: null,
    createdAt: new Date().toISOString(),
    ...extra,
  };
  await db.doc(voucherDoc(code)).set(voucher);
  return code;
}

const voucherOf = async (code: string) =>
  voucherDocumentSchema.parse((await db.doc(voucherDoc(code)).get()).data());
const bookingOf = async (id: string) =>
  bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
const usesOf = async (code: string) =>
  (await db.collection(`${voucherDoc(code)}/uses`).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { kind: string; cents: number }),
  }));

/** A checkout of essentials at Lane Cove River `offset` days ahead, priced as the page shows it. */
async function checkout(offset: number, who: TestCustomer = customer) {
  const arrival = plainArrival(today, offset, 2);
  return pricedCheckout(
    stack,
    {
      locationId: 'lane-cove-river',
      packageId: 'essentials',
      addOns: [],
      guests: 2,
      arrival,
      departure: addDays(arrival, 2),
      phone: '0412 345 678',
      termsAccepted: true,
      idempotencyKey: randomUUID(),
    },
    who,
  );
}

type Held = { bookingId: string; paymentUrl: string };

/** Holds a stay paying `voucherCents` of it with `code`; answers the hold and its total. */
async function holdWithVoucher(offset: number, code: string, voucherCents: number) {
  const request = await checkout(offset);
  const answer = await callAs<Held>(
    stack,
    'startCheckout',
    { ...request, voucherCode: code, expectedVoucherCents: voucherCents },
    customer,
  );
  if (!answer.result) throw new Error(`startCheckout held nothing: ${JSON.stringify(answer)}`);
  return { ...answer.result, totalCents: request.expectedTotalCents, arrival: request.arrival };
}

async function paymentsOf(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => paymentDocumentSchema.parse(doc.data()));
}

describe('paying for a stay with a voucher (Functions emulator + Firestore emulator)', () => {
  it('takes its balance with the hold, and the card pays the rest', async () => {
    const code = await seedVoucher(10_000);
    const held = await holdWithVoucher(62, code, 10_000);
    const booking = await bookingOf(held.bookingId);
    expect(booking).toMatchObject({
      status: 'pending_payment',
      voucher: { code, cents: 10_000, returnedCents: 0 },
    });
    expect((await voucherOf(code)).balanceCents).toBe(0);
    expect(await usesOf(code)).toMatchObject([
      { id: held.bookingId, kind: 'spent', cents: 10_000 },
    ]);
    const page = await (await fetch(held.paymentUrl)).text();
    expect(page).toContain(`Pay ${formatAud(held.totalCents - 10_000)} by card (test)`);

    expect((await payOnTestPage(stack, held.bookingId)).status).toBe(303);
    const paid = await bookingOf(held.bookingId);
    expect(paid.status).toBe('requested');
    expect(paid.payment).toMatchObject({ paidCents: held.totalCents, refundedCents: 0 });
    expect(await paymentsOf(held.bookingId)).toMatchObject([
      { kind: 'charge', amountCents: held.totalCents - 10_000 },
    ]);
  });

  it('requests a stay it pays in full, with no card, and says so by e-mail', async () => {
    const code = await seedVoucher(200_000);
    const request = await checkout(66);
    const answer = await callAs<Held>(
      stack,
      'startCheckout',
      {
        ...request,
        voucherCode: code.toLowerCase(),
        expectedVoucherCents: request.expectedTotalCents,
      },
      customer,
    );
    const bookingId = answer.result!.bookingId;
    expect(answer.result!.paymentUrl).toMatch(new RegExp(`/booking-requested/${bookingId}$`));
    const booking = await bookingOf(bookingId);
    expect(booking.status).toBe('requested');
    expect(booking.holdExpiresAt).toBeUndefined();
    expect(booking.payment).toEqual({
      method: 'voucher',
      paidCents: request.expectedTotalCents,
      refundedCents: 0,
    });
    expect(booking.history.map((event) => event.status)).toEqual(['pending_payment', 'requested']);
    expect((await voucherOf(code)).balanceCents).toBe(200_000 - request.expectedTotalCents);
    expect(await paymentsOf(bookingId)).toEqual([]);
    const mails = await db.collection(COLLECTIONS.mail).where('bookingId', '==', bookingId).get();
    expect(mails.docs.map((doc) => mailDocumentSchema.parse(doc.data()).message.subject)).toEqual([
      'We have your booking request | The Complete Camping Experience',
    ]);
  });

  it('holds nothing when the voucher pays another amount than the page showed, and says what', async () => {
    const code = await seedVoucher(5_000);
    const request = await checkout(70);
    // Other files' stays may share these nights: count this one's.
    const kitsBefore = await kitsInUseOn(db, 'essentials', request.arrival as IsoDate);
    const spend = (extra: Record<string, unknown>) =>
      callAs(
        stack,
        'startCheckout',
        { ...request, idempotencyKey: randomUUID(), ...extra },
        customer,
      );
    const changed = await spend({ voucherCode: code, expectedVoucherCents: 6_000 });
    expect(changed.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'That voucher now pays $50.00.',
      details: { reason: 'voucher', voucherCents: 5_000 },
    });
    const unknown = await spend({ voucherCode: newVoucherCode(), expectedVoucherCents: 5_000 });
    const malformed = await spend({ voucherCode: 'GIFT-2024', expectedVoucherCents: 5_000 });
    for (const answer of [unknown, malformed]) {
      expect(answer.error?.message).toBe('That code is not valid.');
    }
    expect((await voucherOf(code)).balanceCents).toBe(5_000);
    expect(await kitsInUseOn(db, 'essentials', request.arrival as IsoDate)).toBe(kitsBefore);
  });

  it('gives the balance back when the hold expires unpaid, once', async () => {
    const code = await seedVoucher(10_000);
    const held = await holdWithVoucher(74, code, 10_000);
    await makeHoldsDue(db, [held.bookingId]);
    await expireDueHolds(db);
    await expireDueHolds(db);
    const booking = await bookingOf(held.bookingId);
    expect(booking.status).toBe('expired');
    expect(booking.voucher).toMatchObject({ cents: 10_000, returnedCents: 10_000 });
    expect((await voucherOf(code)).balanceCents).toBe(10_000);
    expect(await usesOf(code)).toMatchObject([
      { id: held.bookingId, kind: 'spent', cents: 10_000 },
      { id: `${held.bookingId}-released`, kind: 'returned', cents: 10_000 },
    ]);
  });

  it('refunds each part back the way it came; two cancellations at once move the money once', async () => {
    const code = await seedVoucher(10_000);
    const held = await holdWithVoucher(78, code, 10_000);
    await payOnTestPage(stack, held.bookingId);
    const answers = await Promise.all(
      [0, 1].map(() => callAs(stack, 'cancelBooking', { bookingId: held.bookingId }, customer)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const booking = await bookingOf(held.bookingId);
    expect(booking.status).toBe('cancelled');
    expect(booking.payment).toMatchObject({
      paidCents: held.totalCents,
      refundedCents: held.totalCents,
    });
    expect(booking.voucher).toMatchObject({ cents: 10_000, returnedCents: 10_000 });
    expect((await voucherOf(code)).balanceCents).toBe(10_000);
    const refunds = (await paymentsOf(held.bookingId)).filter((p) => p.kind === 'refund');
    expect(refunds.map((refund) => refund.amountCents)).toEqual([held.totalCents - 10_000]);
  });

  it('splits a part refund by what each paid, settled once however often it runs', async () => {
    const code = await seedVoucher(10_000);
    const held = await holdWithVoucher(82, code, 10_000);
    await payOnTestPage(stack, held.bookingId);
    const refundCents = 12_345;
    await db.doc(bookingDoc(held.bookingId)).update({ 'payment.refundDueCents': refundCents });
    const sent: { amountCents: number; key: string }[] = [];
    const provider = {
      refund: async (refund: { amountCents: number; key: string }) => {
        sent.push(refund);
        return { id: `re_test_${refund.key}` };
      },
    };
    await Promise.all([0, 1].map(() => settleRefund(db, provider, held.bookingId)));
    const voucherPart = Math.round((refundCents * 10_000) / held.totalCents);
    expect((await voucherOf(code)).balanceCents).toBe(voucherPart);
    // Each run asks the provider for the same refund under the same key: it refunds it once.
    expect(new Set(sent.map((refund) => `${refund.key} ${refund.amountCents}`))).toEqual(
      new Set([`refund-${held.bookingId}-requested ${refundCents - voucherPart}`]),
    );
    const booking = await bookingOf(held.bookingId);
    expect(booking.payment).toMatchObject({ refundedCents: refundCents });
    expect(booking.payment?.refundDueCents).toBeUndefined();
    expect(booking.voucher).toMatchObject({ returnedCents: voucherPart });
  });
});

describe('one voucher, many checkouts at once', () => {
  let racers: TestCustomer[];
  beforeAll(async () => {
    racers = await Promise.all(
      Array.from({ length: 30 }, () => createCustomer(stack, adminAuth, 'voucher-racer')),
    );
  });

  it('lets exactly one of 30 checkouts spend its last $100', async () => {
    const code = await seedVoucher(10_000);
    const request = await checkout(86);
    const kitsBefore = await kitsInUseOn(db, 'essentials', request.arrival as IsoDate);
    const answers = await Promise.all(
      racers.map((racer) =>
        callAs(
          stack,
          'startCheckout',
          {
            ...request,
            idempotencyKey: randomUUID(),
            voucherCode: code,
            expectedVoucherCents: 10_000,
          },
          racer,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(29);
    for (const answer of refused) {
      expect(answer.error, JSON.stringify(answer)).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: 'That voucher has nothing left on it.',
      });
    }
    expect((await voucherOf(code)).balanceCents).toBe(0);
    expect(await usesOf(code)).toHaveLength(1);
    expect(await kitsInUseOn(db, 'essentials', request.arrival as IsoDate)).toBe(kitsBefore + 1);
  });
});
