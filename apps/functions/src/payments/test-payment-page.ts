import { randomUUID } from 'node:crypto';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { offersAfterpay, type PaymentMethodType } from '@camping/domain/booking/payment-method';
import { FUNCTIONS } from '@camping/domain/callables';
import { formatAud } from '@camping/domain/catalogue/money';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { giftOrderDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, giftOrderDoc } from '@camping/domain/firestore/paths';
import type { GiftOrderDocument } from '@camping/domain/vouchers/gift-order';
import { cardDueCents } from '@camping/domain/vouchers/voucher-spend';
import { storedBooking, type StoredBooking } from '../bookings/booking-transition.ts';
import { escapeHtml } from '../mail/html.ts';
import { db } from '../shared/admin.ts';
import { paymentProvider } from './payment-provider.ts';
import {
  changePaymentUrls,
  functionsBaseOf,
  giftPaymentUrls,
  paymentUrls,
} from './payment-urls.ts';
import { stripeWebhooks } from './stripe.ts';

/** What of the response (Express's, as onRequest hands it over) the page answers with. */
interface Response {
  status(code: number): Response;
  set(field: string, value: string): unknown;
  send(body: string): unknown;
  redirect(status: number, url: string): void;
}

/** A change of dates waiting for its difference: what this page takes payment for, if any. */
const changeDue = (booking: StoredBooking) =>
  booking.status === 'requested' || booking.status === 'confirmed'
    ? booking.pendingChange
    : undefined;

/** What this page takes for a booking: the difference of a change of dates, or the stay's total. */
const amountDue = (booking: StoredBooking) =>
  changeDue(booking)?.differenceCents ?? cardDueCents(booking);

/**
 * The event Stripe sends when a Checkout Session is paid, for a booking paid on this page. The
 * method the customer chose is the session's only payment method type (the test provider reads it).
 */
export function paidSessionEvent(
  booking: StoredBooking,
  paidWith: PaymentMethodType = 'card',
): Stripe.Event {
  const change = changeDue(booking);
  const session = {
    object: 'checkout.session',
    payment_method_types: [paidWith],
    client_reference_id: booking.id,
    payment_status: 'paid',
    status: 'complete',
    currency: 'aud',
    ...(change
      ? {
          id: change.payment?.checkoutSessionId ?? `cs_local_change_${change.id}`,
          metadata: { bookingId: booking.id, dateChangeId: change.id },
          payment_intent: `pi_local_change_${change.id}`,
          amount_total: change.differenceCents,
        }
      : {
          id: booking.payment?.checkoutSessionId ?? `cs_local_${booking.id}`,
          metadata: { bookingId: booking.id },
          payment_intent: `pi_local_${booking.id}`,
          amount_total: cardDueCents(booking),
        }),
  };
  return completedEvent(session);
}

/** The same for a gift voucher's order paid on this page. */
export function paidGiftSessionEvent(
  orderId: string,
  order: GiftOrderDocument,
  paidWith: PaymentMethodType = 'card',
): Stripe.Event {
  return completedEvent({
    object: 'checkout.session',
    id: order.checkoutSessionId ?? `cs_local_gift_${orderId}`,
    payment_method_types: [paidWith],
    client_reference_id: orderId,
    metadata: { giftOrderId: orderId },
    payment_intent: `pi_local_gift_${orderId}`,
    payment_status: 'paid',
    status: 'complete',
    currency: 'aud',
    amount_total: order.order.amountDollars * 100,
  });
}

function completedEvent(session: object): Stripe.Event {
  return {
    id: `evt_local_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  } as unknown as Stripe.Event;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c2a22}
.note{background:#fff4d6;border:2px solid #8a6100;padding:.75rem 1rem;border-radius:.5rem}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #1f5135;margin:.25rem .5rem .25rem 0;cursor:pointer}
.pay{background:#1f5135;color:#fff}.cancel{background:#fff;color:#1f5135}dt{font-weight:600}dd{margin:0 0 .5rem}</style>
</head><body><main>${body}</main></body></html>`;
}

/** Sends a signed event to the webhook as Stripe does, then goes where the payment leads. */
async function sendToWebhook(
  base: string,
  event: Stripe.Event,
  response: Response,
  success: string,
): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = (await stripeWebhooks()).generateTestHeaderString({
    payload,
    secret: paymentProvider().webhookSecret,
  });
  const delivered = await fetch(`${base}/stripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  if (!delivered.ok) {
    response
      .status(502)
      .send(
        page(
          'Test payment',
          `<h1>Test payment</h1><p>The webhook answered ${delivered.status}.</p>`,
        ),
      );
    return;
  }
  response.redirect(303, success);
}

/** The test-payment page of a gift voucher's order: its amount, no GST, and the same buttons. */
async function giftPaymentPage(request: Request, response: Response, orderId: string) {
  const snap = /^[A-Za-z0-9_-]{1,64}$/.test(orderId)
    ? await db.doc(giftOrderDoc(orderId)).get()
    : undefined;
  if (!snap?.exists) {
    response
      .status(404)
      .send(page('Test payment', '<h1>Test payment</h1><p>There is no such gift order.</p>'));
    return;
  }
  const order = giftOrderDocumentSchema.parse(snap.data());
  const base = functionsBaseOf(request);
  const urls = giftPaymentUrls(orderId, base);
  const amountCents = order.order.amountDollars * 100;
  if (request.method === 'POST') {
    if (request.body?.action === 'cancel') {
      response.redirect(303, urls.cancel);
      return;
    }
    const paidWith =
      request.body?.action === 'afterpay' && offersAfterpay(amountCents)
        ? 'afterpay_clearpay'
        : 'card';
    await sendToWebhook(
      base,
      paidGiftSessionEvent(orderId, order, paidWith),
      response,
      urls.success,
    );
    return;
  }
  const total = escapeHtml(formatAud(amountCents));
  response.set('Cache-Control', 'no-store');
  response.send(
    page(
      'Test payment',
      `<h1>Test payment</h1>
<p class="note"><strong>No card is charged.</strong> This local page stands in for Stripe's payment page while no Stripe keys are configured.</p>
<dl><dt>Gift voucher</dt><dd>${total} for ${escapeHtml(order.order.recipientName)}</dd>
<dt>Total</dt><dd>${total} (no GST applies to a gift voucher)</dd></dl>
${
  order.status === 'pending_payment'
    ? `<form method="post"><input type="hidden" name="giftOrder" value="${escapeHtml(orderId)}">
<button class="pay" name="action" value="pay">Pay ${total} by card (test)</button>
${offersAfterpay(amountCents) ? `<button class="pay" name="action" value="afterpay">Pay with Afterpay (test)</button>` : ''}
<button class="cancel" name="action" value="cancel">Cancel payment</button></form>`
    : `<p>This order is ${escapeHtml(order.status.replace('_', ' '))}; there is nothing to pay.</p>`
}`,
    ),
  );
}

/**
 * The local test-payment page (docs/product/decisions.md): without Stripe keys it stands in for
 * Stripe's hosted page. Paying sends a properly signed `checkout.session.completed` event to the
 * real webhook over HTTP, the same path Stripe's events take; cancelling goes back to checkout,
 * which releases the hold. It exists only in the emulators.
 */
export const testPayment = onRequest(
  { region: FUNCTIONS.region, maxInstances: 1 },
  async (request, response) => {
    if (process.env.FUNCTIONS_EMULATOR !== 'true' || paymentProvider().method !== 'test') {
      response.status(404).send('Not found.');
      return;
    }
    const giftOrderId = String(request.query.giftOrder ?? request.body?.giftOrder ?? '');
    if (giftOrderId) {
      await giftPaymentPage(request, response, giftOrderId);
      return;
    }
    const bookingId = String(request.query.booking ?? request.body?.booking ?? '');
    const snap = /^[A-Za-z0-9_-]{1,64}$/.test(bookingId)
      ? await db.doc(bookingDoc(bookingId)).get()
      : undefined;
    if (!snap?.exists) {
      response
        .status(404)
        .send(page('Test payment', '<h1>Test payment</h1><p>There is no such booking.</p>'));
      return;
    }
    const booking = storedBooking(snap);
    const base = functionsBaseOf(request);
    const change = changeDue(booking);
    const urls = change
      ? changePaymentUrls(bookingId, base)
      : paymentUrls(
          { bookingId, locationId: booking.locationId, packageId: booking.packageId },
          base,
        );

    if (request.method === 'POST') {
      if (request.body?.action === 'cancel') {
        response.redirect(303, urls.cancel);
        return;
      }
      const paidWith =
        request.body?.action === 'afterpay' && offersAfterpay(amountDue(booking))
          ? 'afterpay_clearpay'
          : 'card';
      await sendToWebhook(base, paidSessionEvent(booking, paidWith), response, urls.success);
      return;
    }

    const total = formatAud(amountDue(booking));
    const payable = booking.status === 'pending_payment' || Boolean(change);
    const stay = change ?? booking;
    response.set('Cache-Control', 'no-store');
    response.send(
      page(
        'Test payment',
        `<h1>Test payment</h1>
<p class="note"><strong>No card is charged.</strong> This local page stands in for Stripe's payment page while no Stripe keys are configured.</p>
<dl><dt>Booking</dt><dd>${escapeHtml(booking.id)}</dd>
<dt>${change ? 'New stay' : 'Stay'}</dt><dd>${escapeHtml(formatLongDate(stay.arrival as IsoDate))} to ${escapeHtml(formatLongDate(stay.departure as IsoDate))}</dd>
${change ? `<dt>Difference to pay</dt><dd>${escapeHtml(total)}</dd></dl>` : `<dt>Total</dt><dd>${escapeHtml(total)} (includes GST of ${escapeHtml(formatAud(booking.gstCents))})</dd></dl>`}
${
  payable
    ? `<form method="post"><input type="hidden" name="booking" value="${escapeHtml(booking.id)}">
<button class="pay" name="action" value="pay">Pay ${escapeHtml(total)} by card (test)</button>
${offersAfterpay(amountDue(booking)) ? `<button class="pay" name="action" value="afterpay">Pay with Afterpay (test)</button>` : ''}
<button class="cancel" name="action" value="cancel">Cancel payment</button></form>`
    : `<p>This booking is ${escapeHtml(booking.status.replace('_', ' '))}; there is nothing to pay.</p><p><a href="${escapeHtml(urls.success)}">See the booking</a></p>`
}`,
      ),
    );
  },
);
