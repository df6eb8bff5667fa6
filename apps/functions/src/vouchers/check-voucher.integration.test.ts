import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { voucherDoc } from '@camping/domain/firestore/paths';
import {
  formatVoucherCode,
  voucherDocumentSchema,
  type VoucherDocument,
} from '@camping/domain/vouchers/voucher';
import { pricedCheckout } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload, hostileString, hostileValue } from '../testing/hostile-input.ts';
import { newVoucherCode } from './voucher-code.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

let customers: TestCustomer[];
beforeAll(async () => {
  customers = await Promise.all([0, 1, 2].map(() => createCustomer(stack, adminAuth, 'checker')));
});

async function seedVoucher(extra: Partial<VoucherDocument> = {}) {
  const code = newVoucherCode();
  await db.doc(voucherDoc(code)).set({
    kind: 'credit',
    amountCents: 12_000,
    balanceCents: 12_000,
    currency: 'AUD',
    expiresOn: addDays(today, 30),
    ownerUid: 'someone-else',
    createdAt: new Date().toISOString(),
    ...extra,
  } satisfies VoucherDocument);
  return code;
}

const check = (code: string, who: TestCustomer = customers[0]!) =>
  callAs(stack, 'checkVoucher', { code }, who);

describe('checkVoucher (Functions emulator + Firestore emulator)', () => {
  it('answers what a voucher pays today and its last day, however it is typed, and never whose', async () => {
    const code = await seedVoucher();
    const answer = await check(` ${formatVoucherCode(code).toLowerCase()} `);
    expect(answer.result).toEqual({
      code,
      spendableCents: 12_000,
      expiresOn: addDays(today, 30),
    });
  });

  it('refuses in plain words: not valid, expired, nothing left', async () => {
    const refusal = async (code: string) => (await check(code)).error;
    const notValid = { status: 'FAILED_PRECONDITION', message: 'That code is not valid.' };
    expect(await refusal(newVoucherCode())).toMatchObject(notValid);
    expect(await refusal('GIFT-2024')).toMatchObject(notValid);
    expect(await refusal(await seedVoucher({ expiresOn: '2026-03-03' as IsoDate }))).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'That voucher expired on 3 March 2026.',
    });
    const nothingLeft = {
      status: 'FAILED_PRECONDITION',
      message: 'That voucher has nothing left on it.',
    };
    expect(await refusal(await seedVoucher({ balanceCents: 0 }))).toMatchObject(nothingLeft);
    expect(await refusal(await seedVoucher({ voidedAt: new Date().toISOString() }))).toMatchObject(
      nothingLeft,
    );
    expect((await callAs(stack, 'checkVoucher', { code: newVoucherCode() })).error).toMatchObject({
      status: 'UNAUTHENTICATED',
    });
  });

  it('throttles checks of one code whoever asks: the 11th in an hour is refused', async () => {
    const code = await seedVoucher();
    for (let n = 0; n < 10; n += 1) {
      expect((await check(code, customers[n % 3])).status).toBe(200);
    }
    const eleventh = await check(code, customers[1]);
    expect(eleventh.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED' });
    expect(eleventh.error?.message).toMatch(/^That code has been checked too often\. Try again in/);
    // Another code is not held back by it.
    expect((await check(await seedVoucher(), customers[1])).status).toBe(200);
  });
});

describe('voucher callables under hostile input', () => {
  it('checkVoucher answers only 4xx to 300 bad codes', async () => {
    const { calls } = await fuzzCallable({
      stack,
      callable: 'checkVoucher',
      payload: hostilePayload({
        code: fc.oneof(hostileString, fc.stringMatching(/^[2-9A-Z]{16}$/)),
      }),
      guestShare: 0.1,
      async check({ status }) {
        expect(status).toBeGreaterThanOrEqual(400);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
  }, 300_000);

  it('startCheckout answers only 4xx to 300 bad voucher fields, holding nothing and taking no balance', async () => {
    const code = await seedVoucher({ balanceCents: 5_000 });
    const arrival = plainArrival(today, 100, 2);
    const request = await pricedCheckout(
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
      },
      customers[0]!,
    );
    const { calls } = await fuzzCallable({
      stack,
      callable: 'startCheckout',
      payload: fc
        .record({
          voucherCode: fc.oneof(
            hostileValue,
            fc.constantFrom(code, formatVoucherCode(code).toLowerCase()),
            fc.stringMatching(/^[2-9A-Z]{16}$/),
          ),
          // Never the $50.00 the voucher pays: no call may hold the stay.
          expectedVoucherCents: fc.oneof(
            hostileValue,
            fc.nat(100_000).filter((cents) => cents !== 5_000),
          ),
          idempotencyKey: fc.uuid(),
        })
        .map((voucher) => ({ ...request, ...voucher })),
      guestShare: 0.1,
      async check({ status }) {
        expect(status).toBeGreaterThanOrEqual(400);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    const voucher = voucherDocumentSchema.parse((await db.doc(voucherDoc(code)).get()).data());
    expect(voucher.balanceCents).toBe(5_000);
  }, 300_000);
});
