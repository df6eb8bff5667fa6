import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import {
  giftOrderDocumentSchema,
  mailDocumentSchema,
  voucherDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  COLLECTIONS,
  giftOrderDoc,
  mailDoc,
  stripeEventDoc,
  voucherDoc,
} from '@camping/domain/firestore/paths';
import {
  GIFT_SENTENCES,
  giftMailId,
  giftReceiptMailId,
  type MyVoucher,
} from '@camping/domain/vouchers/gift-order';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import { messagesWhere } from '@camping/stack/mail-inbox';
import { LOCAL_WEBHOOK_SECRET } from '../payments/payment-provider.ts';
import { callAs, createCustomer, functionUrl, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';
import { sendDueGifts } from './send-due-gifts.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const SITE = 'http://127.0.0.1:5173';
const FUNCTIONS_BASE = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}`;
const signer = new Stripe('sk_test_signer');

// The sweep runs here in the test's process, which the emulators' environment does not reach.
beforeAll(() => {
  vi.stubEnv('SITE_ORIGIN', SITE);
  vi.stubEnv('FUNCTIONS_BASE', FUNCTIONS_BASE);
});
afterAll(() => vi.unstubAllEnvs());

let buyer: TestCustomer;
beforeAll(async () => {
  buyer = await createCustomer(stack, adminAuth, 'gift-buyer');
});

/** A recipient address of this run only, so its inbox is this test's. */
const recipientEmail = () => `gift-recipient-${randomUUID()}@example.com`;

const order = (fields: Record<string, unknown> = {}) => ({
  amountDollars: 150,
  buyerName: 'Casey Camper',
  recipientName: 'Sam Camper',
  recipientEmail: recipientEmail(),
  message: 'Happy birthday: a weekend by the water.',
  sendOn: today,
  idempotencyKey: randomUUID(),
  ...fields,
});

const buy = (request: unknown, customer: TestCustomer | undefined = buyer) =>
  callAs<{ orderId: string; paymentUrl: string }>(stack, 'buyGiftVoucher', request, customer);

const storedOrder = async (orderId: string) =>
  giftOrderDocumentSchema.parse((await db.doc(giftOrderDoc(orderId)).get()).data());
const storedVoucher = async (code: string) =>
  voucherDocumentSchema.parse((await db.doc(voucherDoc(code)).get()).data());
const vouchersOf = (orderId: string) =>
  db.collection(COLLECTIONS.vouchers).where('gift.orderId', '==', orderId).get();

/** Pays an order on the local test-payment page, which sends the signed event to the webhook. */
const payOnTestPage = (orderId: string) =>
  fetch(functionUrl(stack, 'testPayment'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ giftOrder: orderId, action: 'pay' }),
    redirect: 'manual',
  });

/** Delivers a signed event of an order's payment page, as Stripe would. */
async function deliver(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  orderId: string,
  id = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_local_gift_${orderId}`,
        object: 'checkout.session',
        metadata: { giftOrderId: orderId },
        payment_intent: `pi_test_gift_${orderId}`,
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        amount_total: 15_000,
        currency: 'aud',
      },
    },
  });
  const response = await fetch(functionUrl(stack, 'stripeWebhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: LOCAL_WEBHOOK_SECRET,
      }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
  return (await db.doc(stripeEventDoc(id)).get()).get('outcome') as string;
}

const inboxOf = (email: string) =>
  messagesWhere(stack.mailInboxUrl, (message) => message.to.some((to) => to.address === email));

describe('buying a gift voucher (against the emulators and MailDev)', () => {
  it('issues the voucher only when the webhook says paid, e-mails the receipt and, sent today, the recipient', async () => {
    const request = order();
    const bought = await buy(request);
    const { orderId, paymentUrl } = bought.result!;
    expect(paymentUrl).toBe(`${FUNCTIONS_BASE}/testPayment?giftOrder=${orderId}`);
    // The same key again: the same order and page, nothing more.
    expect((await buy(request)).result).toEqual(bought.result);
    expect(await storedOrder(orderId)).toMatchObject({
      buyerUid: buyer.uid,
      status: 'pending_payment',
    });
    expect((await storedOrder(orderId)).printToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await vouchersOf(orderId)).size).toBe(0);

    const paid = await payOnTestPage(orderId);
    expect(paid.status).toBe(303);
    // The emulators' site origin is the stack's own.
    expect(paid.headers.get('location')).toMatch(new RegExp(`/gift-vouchers\\?paid=${orderId}$`));
    const { voucherCode: code, status, printToken } = await storedOrder(orderId);
    expect(status).toBe('paid');
    const voucher = await storedVoucher(code!);
    expect(voucher).toMatchObject({
      kind: 'gift',
      amountCents: 15_000,
      balanceCents: 15_000,
      ownerUid: buyer.uid,
      gift: {
        orderId,
        buyerEmail: buyer.email,
        recipientEmail: request.recipientEmail,
        sendOn: today,
      },
    });
    expect(voucher.expiresOn).toBe(`${Number(today.slice(0, 4)) + 3}${today.slice(4)}`);
    expect(voucher.gift!.sentAt).toBeDefined();
    expect(voucher.giftDueOn).toBeUndefined();

    const [receipt] = await inboxOf(buyer.email);
    expect(receipt!.subject).toBe('Your gift voucher receipt | The Complete Camping Experience');
    for (const fact of ['$150.00', 'Sam Camper', formatVoucherCode(code!), GIFT_SENTENCES.noGst]) {
      expect(receipt!.text).toContain(fact);
    }
    const [gift] = await inboxOf(request.recipientEmail);
    expect(gift!.subject).toBe(
      'Casey Camper sent you a gift voucher | The Complete Camping Experience',
    );
    for (const fact of [
      formatVoucherCode(code!),
      'Happy birthday: a weekend by the water.',
      GIFT_SENTENCES.howToUse,
      `${FUNCTIONS_BASE}/giftVoucher?order=${orderId}&token=${printToken}`,
    ]) {
      expect(gift!.text).toContain(fact);
    }

    // Replayed (the same event again) or a second event for the paid order: nothing new.
    const replay = `evt_${randomUUID()}`;
    expect(await deliver('checkout.session.completed', orderId, replay)).toBe(
      'ignored: gift order already paid',
    );
    await deliver('checkout.session.completed', orderId, replay);
    expect((await vouchersOf(orderId)).size).toBe(1);
    const mails = await db
      .collection(COLLECTIONS.mail)
      .where('to', 'in', [buyer.email, request.recipientEmail])
      .get();
    expect(mails.docs.map((mail) => mail.id).sort()).toEqual(
      [giftMailId(code!, 0), giftReceiptMailId(orderId)].sort(),
    );
    // A paid order's key answers its thanks, never a second payment.
    expect((await buy(request)).result?.paymentUrl).toBe(paid.headers.get('location'));
  });

  it('sends a gift dated later from the sweep on its day, once when two sweeps run at once', async () => {
    const sendOn = addDays(today, 30);
    const request = order({ sendOn, amountDollars: 50 });
    const { orderId } = (await buy(request)).result!;
    expect(await deliver('checkout.session.completed', orderId)).toBe('gift voucher issued');
    const { voucherCode: code } = await storedOrder(orderId);
    expect(await storedVoucher(code!)).toMatchObject({ giftDueOn: sendOn });
    expect((await db.doc(mailDoc(giftReceiptMailId(orderId))).get()).exists).toBe(true);

    await sendDueGifts(db);
    expect((await storedVoucher(code!)).gift!.sentAt).toBeUndefined();

    const onTheDay = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await Promise.all([sendDueGifts(db, onTheDay), sendDueGifts(db, onTheDay)]);
    const sent = await storedVoucher(code!);
    expect(sent.gift!.sentAt).toBeDefined();
    expect(sent.giftDueOn).toBeUndefined();
    const mail = await db.doc(mailDoc(giftMailId(code!, 0))).get();
    expect(mailDocumentSchema.parse(mail.data()).to).toBe(request.recipientEmail);
    await sendDueGifts(db, onTheDay);
    expect(await inboxOf(request.recipientEmail)).toHaveLength(1);
  });

  it('ends an order whose payment page expired, and refuses guests and bad amounts in words', async () => {
    const { orderId } = (await buy(order())).result!;
    expect(await deliver('checkout.session.expired', orderId)).toBe('gift order expired');
    expect((await storedOrder(orderId)).status).toBe('expired');
    expect(await deliver('checkout.session.completed', `no-such-${orderId}`)).toBe(
      'ignored: unknown gift order',
    );

    const guest = await callAs(stack, 'buyGiftVoucher', order());
    expect(guest.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: GIFT_SENTENCES.signIn,
    });
    for (const amountDollars of [49, 2_001, 99.5]) {
      const refused = (await buy(order({ amountDollars }))).error;
      expect(refused?.status).toBe('INVALID_ARGUMENT');
      expect(refused?.message).toContain(GIFT_SENTENCES.amount);
    }
  });
});

describe('the printable voucher page', () => {
  it('shows the voucher and its balance with the right token, and says a wrong one does not work', async () => {
    const { orderId } = (await buy(order({ amountDollars: 200 }))).result!;
    await payOnTestPage(orderId);
    const { voucherCode: code, printToken } = await storedOrder(orderId);
    await db.doc(voucherDoc(code!)).update({ balanceCents: 12_500 });
    const url = functionUrl(stack, 'giftVoucher');

    const shown = await fetch(`${url}?order=${orderId}&token=${printToken}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await shown.text();
    for (const fact of [
      formatVoucherCode(code!),
      '$200.00',
      '$125.00 left to spend.',
      'Print this voucher',
    ]) {
      expect(page).toContain(fact);
    }
    for (const wrong of [
      `order=${orderId}&token=${'0'.repeat(32)}`,
      `order=${orderId}`,
      'order=../x&token=y',
    ]) {
      const refused = await fetch(`${url}?${wrong}`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('This link does not work');
    }
  });
});

describe('getMyVouchers', () => {
  it("answers the caller's own vouchers only: gifts they bought and their credits", async () => {
    const someone = await createCustomer(stack, adminAuth, 'gift-someone');
    const { orderId } = (await buy(order({ sendOn: addDays(today, 40) }), someone)).result!;
    await payOnTestPage(orderId);
    const { voucherCode: code } = await storedOrder(orderId);
    await db.doc(voucherDoc('CRED2345EFGH6789')).set({
      kind: 'credit',
      amountCents: 33_000,
      balanceCents: 0,
      currency: 'AUD',
      expiresOn: addDays(today, 900),
      ownerUid: someone.uid,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const answer = await callAs<{ vouchers: MyVoucher[] }>(stack, 'getMyVouchers', {}, someone);
    expect(answer.result!.vouchers).toEqual([
      expect.objectContaining({
        code,
        kind: 'gift',
        amountCents: 15_000,
        status: 'active',
        gift: { recipientName: 'Sam Camper', sendOn: addDays(today, 40), sent: false },
      }),
      expect.objectContaining({ code: 'CRED2345EFGH6789', kind: 'credit', status: 'used' }),
    ]);
    const others = await callAs<{ vouchers: MyVoucher[] }>(stack, 'getMyVouchers', {}, buyer);
    expect(others.result!.vouchers.map((voucher) => voucher.code)).not.toContain(code);
    expect((await callAs(stack, 'getMyVouchers', {})).error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('hostile payloads', () => {
  it('answer at least 300 each with a sentence, never a server error', async () => {
    const bought = await fuzzCallable({
      stack,
      callable: 'buyGiftVoucher',
      payload: hostilePayload({
        amountDollars: fc.integer({ min: 0, max: 2_100 }),
        buyerName: fc.string({ maxLength: 90 }),
        recipientName: fc.string({ maxLength: 90 }),
        recipientEmail: fc.emailAddress(),
        message: fc.string({ maxLength: 520 }),
        sendOn: fc.integer({ min: -3, max: 370 }).map((days) => addDays(today, days)),
        idempotencyKey: fc.uuid(),
      }),
      guestShare: 0.2,
    });
    expect(bought.calls).toBeGreaterThanOrEqual(300);
    const listed = await fuzzCallable({
      stack,
      callable: 'getMyVouchers',
      payload: hostilePayload({}),
      guestShare: 0.2,
    });
    expect(listed.calls).toBeGreaterThanOrEqual(300);
  }, 300_000);
});
