import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDocumentSchema, mailDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS, stripeEventDoc } from '@camping/domain/firestore/paths';
import { expireDueHolds } from '../bookings/expire-holds.ts';
import {
  holdStayAs,
  kitsInUseOn,
  makeHoldsDue,
  payOnTestPage,
  setKitsInUseOn,
} from '../testing/bookings.ts';
import {
  callAs,
  createCustomer,
  functionUrl,
  plainArrival,
  type TestCustomer,
} from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { LOCAL_WEBHOOK_SECRET } from './payment-provider.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const signer = new Stripe('sk_test_signer');

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'webhook');
});

/** Holds a 2-night glamping stay `offset` days ahead and answers its booking id. */
async function hold(offset: number): Promise<string> {
  const { bookingId } = await holdStayAs(stack, customer, {
    locationId: 'royal-bonnie-vale',
    packageId: 'glamping-bell-tent',
    arrival: plainArrival(today, offset),
    departure: addDays(plainArrival(today, offset), 2),
  });
  return bookingId;
}

async function booking(id: string) {
  return bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
}

const kitsInUse = (night: IsoDate) => kitsInUseOn(db, 'glamping-bell-tent', night);

function sessionEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  bookingId: string,
  amountCents: number,
  id = `evt_${randomUUID()}`,
  // The session the hold's payment page is (the local test-payment page's, as startCheckout made it).
  sessionId = `cs_local_${bookingId}`,
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: bookingId,
        metadata: { bookingId },
        payment_intent: `pi_test_${bookingId}`,
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        amount_total: amountCents,
        currency: 'aud',
      },
    },
  };
}

async function deliver(event: object, secret = LOCAL_WEBHOOK_SECRET, signature?: string) {
  const payload = JSON.stringify(event);
  const response = await fetch(functionUrl(stack, 'stripeWebhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: response.status, text: await response.text() };
}

async function mailsFor(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.mail).where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => mailDocumentSchema.parse(doc.data()));
}

describe('stripeWebhook (Functions emulator + Firestore emulator)', () => {
  it('applies a payment once, however often Stripe delivers it', async () => {
    const id = await hold(160);
    const { totalCents } = await booking(id);
    const event = sessionEvent('checkout.session.completed', id, totalCents);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await booking(id);
    expect(paid.status).toBe('requested');
    expect(paid.history.map((entry) => entry.status)).toEqual(['pending_payment', 'requested']);
    expect(paid.payment).toMatchObject({ paymentIntentId: `pi_test_${id}`, paidCents: totalCents });
    expect(paid.holdExpiresAt).toBeUndefined();
    expect((await db.doc(stripeEventDoc(event.id)).get()).get('outcome')).toBe('requested');
    const mails = await mailsFor(id);
    expect(mails.map((mail) => mail.message.subject)).toEqual([
      'We have your booking request | The Complete Camping Experience',
    ]);
    expect(mails[0]?.to).toBe(customer.email);
    expect(await kitsInUse(plainArrival(today, 160))).toBe(1);

    // An expiry that arrives after the payment changes nothing.
    expect((await deliver(sessionEvent('checkout.session.expired', id, 0))).status).toBe(200);
    expect((await booking(id)).status).toBe('requested');
    expect(await kitsInUse(plainArrival(today, 160))).toBe(1);
  });

  it('records how the test-payment page was paid: by card, or with Afterpay', async () => {
    const [byCard, withAfterpay] = [await hold(162), await hold(164)];
    const page = await fetch(`${functionUrl(stack, 'testPayment')}?booking=${withAfterpay}`);
    expect(await page.text()).toContain('Pay with Afterpay (test)');
    expect((await payOnTestPage(stack, byCard)).status).toBe(303);
    expect((await payOnTestPage(stack, withAfterpay, 'afterpay')).status).toBe(303);
    expect((await booking(byCard)).payment).toMatchObject({ paidWith: 'card' });
    expect((await booking(withAfterpay)).payment).toMatchObject({
      paidWith: 'afterpay_clearpay',
      paidCents: (await booking(withAfterpay)).totalCents,
    });
    expect((await booking(withAfterpay)).status).toBe('requested');
  });

  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const id = await hold(165);
    const event = sessionEvent('checkout.session.completed', id, 100);
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    expect((await deliver(event, LOCAL_WEBHOOK_SECRET, 't=1,v1=forged')).status).toBe(400);
    const unsigned = await fetch(functionUrl(stack, 'stripeWebhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await db.doc(stripeEventDoc(event.id)).get()).exists).toBe(false);
    expect((await booking(id)).status).toBe('pending_payment');
  });

  it('expires a hold when Stripe says its session expired, freeing its nights; not for a replaced session', async () => {
    const id = await hold(170);
    expect(await kitsInUse(plainArrival(today, 170))).toBe(1);
    // A session "Pay now" replaced (it expired before the hold did) leaves the hold as it is.
    await deliver(sessionEvent('checkout.session.expired', id, 0, undefined, 'cs_replaced'));
    expect((await booking(id)).status).toBe('pending_payment');
    const event = sessionEvent('checkout.session.expired', id, 0);
    await deliver(event);
    await deliver(event);
    const expired = await booking(id);
    expect(expired.status).toBe('expired');
    expect(expired.history).toHaveLength(2);
    expect(await kitsInUse(plainArrival(today, 170))).toBe(0);
  });

  it('takes the nights again when a late payment finds them still free', async () => {
    const id = await hold(175);
    await makeHoldsDue(db, [id]);
    expect(await expireDueHolds(db)).toBeGreaterThanOrEqual(1);
    expect((await booking(id)).status).toBe('expired');
    expect(await kitsInUse(plainArrival(today, 175))).toBe(0);

    const { totalCents } = await booking(id);
    await deliver(sessionEvent('checkout.session.completed', id, totalCents));
    const late = await booking(id);
    expect(late.status).toBe('requested');
    expect(late.history.map((entry) => entry.status)).toEqual([
      'pending_payment',
      'expired',
      'requested',
    ]);
    expect(await kitsInUse(plainArrival(today, 175))).toBe(1);
  });

  it('refunds a late payment in full when the nights were taken meanwhile, and says so', async () => {
    const id = await hold(180);
    await makeHoldsDue(db, [id]);
    await expireDueHolds(db);
    // Meanwhile every glamping kit goes on the first night; given back after the test, for the
    // files that run later on this stack.
    const night = plainArrival(today, 180);
    const kitsBefore = await kitsInUse(night);
    onTestFinished(() => setKitsInUseOn(db, 'glamping-bell-tent', night, kitsBefore));
    await setKitsInUseOn(db, 'glamping-bell-tent', night, 3);

    const { totalCents } = await booking(id);
    const event = sessionEvent('checkout.session.completed', id, totalCents);
    await deliver(event);
    await deliver(event);
    const refunded = await booking(id);
    expect(refunded.status).toBe('expired');
    expect(refunded.payment).toMatchObject({ paidCents: totalCents, refundedCents: totalCents });
    const payments = await db.collection(COLLECTIONS.payments).where('bookingId', '==', id).get();
    expect(payments.docs.map((doc) => [doc.get('kind'), doc.get('amountCents')]).sort()).toEqual([
      ['charge', totalCents],
      ['refund', totalCents],
    ]);
    const mails = await mailsFor(id);
    expect(mails.map((mail) => mail.message.subject)).toEqual([
      'Your payment came too late: full refund | The Complete Camping Experience',
    ]);
    expect(await kitsInUse(night)).toBe(3);
  });

  it('refunds in full a payment for a hold cancelled meanwhile (in another tab), and says so', async () => {
    const id = await hold(190);
    const night = plainArrival(today, 190);
    expect((await callAs(stack, 'cancelBooking', { bookingId: id }, customer)).status).toBe(200);
    const released = await kitsInUse(night);

    const { totalCents } = await booking(id);
    await deliver(sessionEvent('checkout.session.completed', id, totalCents));
    const refunded = await booking(id);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.payment).toMatchObject({ paidCents: totalCents, refundedCents: totalCents });
    expect(refunded.history.at(-1)?.note).toBe(
      'Paid after the booking was cancelled: refunded in full.',
    );
    const mails = await mailsFor(id);
    expect(mails.map((mail) => mail.message.subject)).toEqual([
      'Your payment came after the booking was cancelled: full refund | The Complete Camping Experience',
    ]);
    expect(mails[0]?.message.text).toContain('this booking had been cancelled');
    expect(await kitsInUse(night)).toBe(released);
  });
});

describe('the scheduled sweep', () => {
  it('expires an unpaid hold past its time and makes its nights bookable again', async () => {
    const night = plainArrival(today, 185);
    // Other holds, of other files or of an earlier run on this stack, may be due as well.
    const kitsBefore = await kitsInUse(night);
    const id = await hold(185);
    expect(await kitsInUse(night)).toBe(kitsBefore + 1);
    await expireDueHolds(db);
    expect((await booking(id)).status).toBe('pending_payment');

    await db.doc(bookingDoc(id)).update({ holdExpiresAt: new Date(Date.now() - 1).toISOString() });
    expect(await expireDueHolds(db)).toBeGreaterThanOrEqual(1);
    expect((await booking(id)).status).toBe('expired');
    expect(await kitsInUse(night)).toBe(kitsBefore);
    const dates = await callAs<string[]>(stack, 'getUnavailableDates', {
      packageId: 'glamping-bell-tent',
      from: night,
      to: night,
    });
    expect(dates.result).toEqual([]);
  });
});

describe('stripeWebhook under hostile input (fast-check, >= 300 deliveries)', () => {
  it('answers 400 to anything not signed by Stripe and writes nothing; signed junk never 5xx', async () => {
    const before = (await db.collection(COLLECTIONS.stripeEvents).count().get()).data().count;
    const junk = fc.oneof(
      fc.string({ maxLength: 2_000 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc
        .record({
          id: fc.oneof(fc.string(), fc.constant(`evt_${randomUUID()}`)),
          type: fc.constantFrom(
            'checkout.session.completed',
            'checkout.session.expired',
            'charge.refunded',
            'x',
          ),
          data: fc.oneof(fc.constant({}), fc.record({ object: fc.jsonValue({ maxDepth: 2 }) })),
        })
        .map((value) => JSON.stringify(value)),
      fc.constant('x'.repeat(300_000)),
    );
    const signature = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 200 }),
      fc.constant('wrong-secret'),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(junk, signature, async (payload, how) => {
        sent += 1;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (how === 'wrong-secret') {
          headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({
            payload,
            secret: 'whsec_not_ours',
          });
        } else if (how !== undefined) {
          headers['stripe-signature'] = how;
        }
        const response = await fetch(functionUrl(stack, 'stripeWebhook'), {
          method: 'POST',
          headers,
          body: payload,
        });
        expect(response.status).toBe(400);
      }),
      { numRuns: 300 },
    );
    expect(sent).toBe(300);
    expect((await db.collection(COLLECTIONS.stripeEvents).count().get()).data().count).toBe(before);

    // Junk signed with our own secret (only Stripe has it in production) is refused or ignored.
    await fc.assert(
      fc.asyncProperty(junk, async (payload) => {
        const { status } = await deliverRaw(payload);
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});

async function deliverRaw(payload: string) {
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
  return { status: response.status };
}
