import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import {
  createCheckoutSession,
  paymentMethodTypeOfIntent,
  refundPayment,
  reopenCheckoutSession,
  type PayableBooking,
} from './checkout-session.ts';
import { createStripe } from './stripe.ts';

/** A loopback stand-in for Stripe's API: records each request and answers like Stripe would. */
interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}
let recorded: Recorded[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    recorded.push({
      method: request.method ?? '',
      path: request.url ?? '',
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form,
    });
    response.setHeader('content-type', 'application/json');
    const existing = /^\/v1\/checkout\/sessions\/(cs_(open|expired|complete))$/.exec(
      request.url ?? '',
    );
    const intent = /^\/v1\/payment_intents\/(pi_(card|afterpay_clearpay))\?/.exec(
      request.url ?? '',
    );
    if (request.method === 'GET' && intent) {
      const expanded = decodeURIComponent(request.url ?? '').includes('expand[0]=payment_method');
      response.end(
        JSON.stringify({
          id: intent[1],
          object: 'payment_intent',
          payment_method: expanded
            ? { id: 'pm_1', object: 'payment_method', type: intent[2] }
            : 'pm_1',
        }),
      );
    } else if (request.method === 'GET' && existing) {
      response.end(
        JSON.stringify({
          id: existing[1],
          object: 'checkout.session',
          status: existing[2],
          url: existing[2] === 'open' ? `https://checkout.stripe.com/c/pay/${existing[1]}` : null,
        }),
      );
    } else if (request.url === '/v1/checkout/sessions') {
      response.end(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_1',
        }),
      );
    } else {
      response.end(
        JSON.stringify({ id: 're_test_1', object: 'refund', amount: Number(form.get('amount')) }),
      );
    }
  });
});
let stripe: Awaited<ReturnType<typeof createStripe>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stripe = await createStripe(
    'sk_test_local',
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
});

const now = Math.floor(Date.parse('2026-11-24T01:00:00Z') / 1000);
const booking: PayableBooking = {
  id: 'bk_123',
  arrival: d('2026-12-04'),
  departure: d('2026-12-06'),
  locationName: 'Lane Cove River',
  packageName: 'Essentials',
  quote: {
    nights: [
      { date: d('2026-12-04'), rateCents: 14_900, peakPeriod: null },
      { date: d('2026-12-05'), rateCents: 14_900, peakPeriod: null },
    ],
    accommodationCents: 29_800,
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
    deliveryCents: 6_000,
    totalCents: 40_800,
    gstCents: 3_709,
    currency: 'AUD',
  },
  holdExpiresAtSeconds: now + 30 * 60,
  customerEmail: 'casey@example.com',
};

describe('createCheckoutSession (real Stripe SDK against a loopback stand-in)', () => {
  it('offers card and Afterpay (with the address Afterpay needs) up to A$2,000, card alone above', async () => {
    const urls = { success: 'https://site/ok', cancel: 'https://site/checkout' };
    await createCheckoutSession(stripe, booking, urls, now);
    const dear = { ...booking, id: 'bk_dear', quote: { ...booking.quote, totalCents: 200_001 } };
    await createCheckoutSession(stripe, dear, urls, now);
    const [cheap, pricey] = recorded.map(({ form }) => form);
    expect(cheap!.getAll('allowed_payment_method_types[0]')).toEqual(['card']);
    expect(cheap!.get('allowed_payment_method_types[1]')).toBe('afterpay_clearpay');
    expect(cheap!.get('shipping_address_collection[allowed_countries][0]')).toBe('AU');
    expect(pricey!.get('allowed_payment_method_types[0]')).toBe('card');
    expect(pricey!.has('allowed_payment_method_types[1]')).toBe(false);
    expect(pricey!.has('shipping_address_collection[allowed_countries][0]')).toBe(false);
  });

  it('asks for the quoted amounts in AUD, with the booking id and a stable idempotency key', async () => {
    const session = await createCheckoutSession(
      stripe,
      booking,
      { success: 'https://site/booking-requested/bk_123', cancel: 'https://site/checkout' },
      now,
    );
    expect(session).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(recorded).toHaveLength(1);
    const [{ method, path, idempotencyKey, form }] = recorded as [Recorded];
    expect([method, path, idempotencyKey]).toEqual([
      'POST',
      '/v1/checkout/sessions',
      'checkout-bk_123',
    ]);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('aud');
    expect(form.get('client_reference_id')).toBe('bk_123');
    expect(form.get('metadata[bookingId]')).toBe('bk_123');
    expect(form.get('payment_intent_data[metadata][bookingId]')).toBe('bk_123');
    expect(form.get('customer_email')).toBe('casey@example.com');
    expect(form.get('success_url')).toBe('https://site/booking-requested/bk_123');
    expect(form.get('cancel_url')).toBe('https://site/checkout');
    const amounts = [0, 1, 2].map((index) =>
      Number(form.get(`line_items[${index}][price_data][unit_amount]`)),
    );
    expect(amounts).toEqual([29_800, 5_000, 6_000]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(booking.quote.totalCents);
    expect(form.get('line_items[0][price_data][currency]')).toBe('aud');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Essentials at Lane Cove River, 2 nights',
    );
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe('Firewood bundle × 2');
    // Stripe's minimum is 30 minutes from now; the hold ends a moment sooner.
    expect(Number(form.get('expires_at'))).toBe(now + 31 * 60);
  });

  it('charges the card what a voucher leaves, as one line that says what the voucher paid', async () => {
    const urls = { success: 'https://site/ok', cancel: 'https://site/checkout' };
    await createCheckoutSession(stripe, { ...booking, voucherCents: 10_000 }, urls, now);
    const [{ form }] = recorded as [Recorded];
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('30800');
    expect(form.has('line_items[1][price_data][unit_amount]')).toBe(false);
    expect(form.get('line_items[0][price_data][product_data][description]')).toBe(
      '4 December 2026 to 6 December 2026: $408.00 less $100.00 paid by voucher',
    );
  });

  it('opens a hold’s session again while it is open, a new one once it expired, none once paid', async () => {
    const urls = {
      success: 'https://site/booking-requested/bk_123',
      cancel: 'https://site/checkout',
    };
    expect(await reopenCheckoutSession(stripe, booking, 'cs_open', urls)).toEqual({
      id: 'cs_open',
      url: 'https://checkout.stripe.com/c/pay/cs_open',
    });
    expect(await reopenCheckoutSession(stripe, booking, 'cs_complete', urls)).toBeNull();
    expect(recorded.map(({ method }) => method)).toEqual(['GET', 'GET']);

    recorded = [];
    expect(await reopenCheckoutSession(stripe, booking, 'cs_expired', urls)).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [, created] = recorded as [Recorded, Recorded];
    // Keyed by the session it replaces: the first session's key would answer the expired one.
    expect([created.method, created.path, created.idempotencyKey]).toEqual([
      'POST',
      '/v1/checkout/sessions',
      'checkout-bk_123-after-cs_expired',
    ]);
    expect(created.form.get('metadata[bookingId]')).toBe('bk_123');
  });

  it('reads how a payment intent was paid from its payment method', async () => {
    expect(await paymentMethodTypeOfIntent(stripe, 'pi_afterpay_clearpay')).toBe(
      'afterpay_clearpay',
    );
    expect(await paymentMethodTypeOfIntent(stripe, 'pi_card')).toBe('card');
  });

  it('refunds the amount asked, once per idempotency key', async () => {
    const refund = await refundPayment(stripe, {
      paymentIntentId: 'pi_1',
      amountCents: 20_400,
      bookingId: 'bk_123',
      key: 'refund-bk_123-cancelled',
    });
    expect(refund).toEqual({ id: 're_test_1' });
    const [{ path, idempotencyKey, form }] = recorded as [Recorded];
    expect([path, idempotencyKey]).toEqual(['/v1/refunds', 'refund-bk_123-cancelled']);
    expect(form.get('payment_intent')).toBe('pi_1');
    expect(form.get('amount')).toBe('20400');
    expect(form.get('metadata[bookingId]')).toBe('bk_123');
  });
});
