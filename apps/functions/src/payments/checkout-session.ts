import type Stripe from 'stripe';
import { formatLongDate } from '@camping/domain/booking/capacity';
import {
  paymentMethodTypeOf,
  paymentMethodTypesFor,
  type PaymentMethodType,
} from '@camping/domain/booking/payment-method';
import { formatAud } from '@camping/domain/catalogue/money';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { PRODUCT_NAME } from '@camping/domain/product';

/** What a Checkout Session is made from: the held booking and its quote. */
export interface PayableBooking {
  id: string;
  arrival: IsoDate;
  departure: IsoDate;
  locationName: string;
  packageName: string;
  quote: StayQuote;
  /** When the hold ends, in epoch seconds. */
  holdExpiresAtSeconds: number;
  customerEmail?: string;
  /** What a voucher pays of the stay: the card is charged the rest. */
  voucherCents?: number;
  /** Set when this pays the difference of a change of dates: the stay is the new one. */
  change?: { id: string; differenceCents: number };
}

export interface PaymentUrls {
  success: string;
  cancel: string;
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is made. */
const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

/**
 * The line items of a stay: the nights as one line, each add-on, and delivery. Amounts are the
 * server's quote, GST-inclusive (Stripe shows them as they are; GST is stated on our invoice e-mail).
 */
export function lineItemsOf(
  booking: PayableBooking,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const { quote } = booking;
  const nights = quote.nights.length;
  const stay = `${formatLongDate(booking.arrival)} to ${formatLongDate(booking.departure)}`;
  if (booking.change) {
    return [
      {
        quantity: 1,
        price_data: {
          currency: 'aud',
          unit_amount: booking.change.differenceCents,
          product_data: {
            name: `Change of dates: ${booking.packageName} at ${booking.locationName}, ${nights} nights`,
            description: `New stay ${stay}: the difference in price`,
          },
        },
      },
    ];
  }
  if (booking.voucherCents) {
    // Stripe takes no line below zero: the stay is one line, with what the voucher paid said.
    return [
      {
        quantity: 1,
        price_data: {
          currency: 'aud',
          unit_amount: quote.totalCents - booking.voucherCents,
          product_data: {
            name: `${booking.packageName} at ${booking.locationName}, ${nights} nights`,
            description: `${stay}: ${formatAud(quote.totalCents)} less ${formatAud(booking.voucherCents)} paid by voucher`,
          },
        },
      },
    ];
  }
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = [
    {
      quantity: 1,
      price_data: {
        currency: 'aud',
        unit_amount: quote.accommodationCents,
        product_data: {
          name: `${booking.packageName} at ${booking.locationName}, ${nights} nights`,
          description: stay,
        },
      },
    },
    ...quote.addOns.map((line) => ({
      quantity: 1,
      price_data: {
        currency: 'aud',
        unit_amount: line.totalCents,
        product_data: { name: `${line.name} × ${line.quantity}` },
      },
    })),
  ];
  if (quote.deliveryCents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'aud',
        unit_amount: quote.deliveryCents,
        product_data: { name: 'Delivery, set-up and pack-down' },
      },
    });
  }
  return items;
}

/**
 * Starts paying for a held booking on Stripe's hosted page. The booking id is the idempotency key, so
 * a retried checkout gets the same session (a session that replaces an expired one is keyed by the
 * one it replaces), and it travels in the metadata of the session and of its payment intent (and so
 * of the charge), where the webhook finds it.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  booking: PayableBooking,
  urls: PaymentUrls,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  replacing?: string,
): Promise<{ id: string; url: string }> {
  // A change of dates says so in its metadata: the webhook moves the booking instead of requesting it.
  const metadata: Stripe.MetadataParam = booking.change
    ? { bookingId: booking.id, dateChangeId: booking.change.id }
    : { bookingId: booking.id };
  const key = booking.change ? `change-${booking.change.id}` : `checkout-${booking.id}`;
  const methods = paymentMethodTypesFor(
    booking.change
      ? booking.change.differenceCents
      : booking.quote.totalCents - (booking.voucherCents ?? 0),
  );
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'aud',
      // A filter on what Stripe finds eligible (its own Afterpay limits included): card, and
      // Afterpay for the amounts it takes, never whatever else the account turns on.
      allowed_payment_method_types: methods,
      // Stripe offers Afterpay in Checkout only with an address to give it (Afterpay's rule).
      ...(methods.includes('afterpay_clearpay')
        ? { shipping_address_collection: { allowed_countries: ['AU'] } }
        : {}),
      line_items: lineItemsOf(booking),
      client_reference_id: booking.id,
      metadata,
      payment_intent_data: {
        metadata,
        description: `${PRODUCT_NAME} booking ${booking.id}`,
      },
      ...(booking.customerEmail ? { customer_email: booking.customerEmail } : {}),
      // A payment that lands after our hold ends is handled by the webhook (taken again or refunded).
      expires_at: Math.max(
        booking.holdExpiresAtSeconds,
        nowSeconds + STRIPE_MIN_SESSION_SECONDS + 60,
      ),
      success_url: urls.success,
      cancel_url: urls.cancel,
    },
    {
      idempotencyKey: replacing ? `${key}-after-${replacing}` : key,
    },
  );
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL.`);
  return { id: session.id, url: session.url };
}

/**
 * The payment page of a hold that already has a Checkout Session: the same session while it is open,
 * a new one when it expired (the hold may outlast it), or null when it was paid (the webhook is on
 * its way).
 */
export async function reopenCheckoutSession(
  stripe: Stripe,
  booking: PayableBooking,
  sessionId: string,
  urls: PaymentUrls,
): Promise<{ id: string; url: string } | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === 'complete') return null;
  if (session.status === 'open' && session.url) return { id: session.id, url: session.url };
  return createCheckoutSession(stripe, booking, urls, undefined, session.id);
}

/** Refunds part or all of a payment; the same key twice refunds once. */
export async function refundPayment(
  stripe: Stripe,
  refund: { paymentIntentId: string; amountCents: number; bookingId: string; key: string },
): Promise<{ id: string }> {
  const created = await stripe.refunds.create(
    {
      payment_intent: refund.paymentIntentId,
      amount: refund.amountCents,
      metadata: { bookingId: refund.bookingId },
    },
    { idempotencyKey: refund.key },
  );
  return { id: created.id };
}

/** How a paid payment intent was paid: its payment method's type. */
export async function paymentMethodTypeOfIntent(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<PaymentMethodType> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['payment_method'],
  });
  const method = intent.payment_method;
  return paymentMethodTypeOf(typeof method === 'string' ? undefined : method?.type);
}
