import type Stripe from 'stripe';
import {
  paymentMethodTypeOf,
  type PaymentMethodType,
} from '@camping/domain/booking/payment-method';
import { isEmulated } from '../shared/emulated.ts';
import { createGiftCheckoutSession, type PayableGift } from '../vouchers/gift-checkout-session.ts';
import {
  createCheckoutSession,
  paymentMethodTypeOfIntent,
  refundPayment,
  reopenCheckoutSession,
  type PayableBooking,
  type PaymentUrls,
} from './checkout-session.ts';
import { createStripe, stripeSecretKey, stripeWebhookSecret, stripeWebhooks } from './stripe.ts';

/**
 * Who takes the money: Stripe when a secret key is configured, else (only in the emulators) the local
 * test-payment page, which signs its events with a fixed local secret and sends them to the same
 * webhook. Keys come from the environment: Cloud Functions exposes the `secrets` a function lists as
 * environment variables, and locally `.secret.local` or `.env.local` set them.
 */
export interface PaymentProvider {
  method: 'stripe' | 'test';
  webhookSecret: string;
  /** Verifies and reads a webhook delivery; throws on a bad signature. */
  readEvent(rawBody: Buffer | string, signature: string): Promise<Stripe.Event>;
  startPayment(
    booking: PayableBooking,
    urls: PaymentUrls & { testPage: string },
  ): Promise<PaymentPage>;
  /** Starts paying for a gift voucher's order. */
  startGiftPayment(
    gift: PayableGift,
    urls: PaymentUrls & { testPage: string },
  ): Promise<PaymentPage>;
  /**
   * The payment page of a hold that has one (another visit: "Pay now", back from the payment page):
   * the same page while it is open, a new one if it expired while the hold lasts, null once paid.
   */
  reopenPayment(
    booking: PayableBooking,
    current: PaymentPage,
    urls: PaymentUrls & { testPage: string },
  ): Promise<PaymentPage | null>;
  /** How a paid payment page was paid: by card or with Afterpay. */
  paidWith(paymentIntentId: string, session: Stripe.Checkout.Session): Promise<PaymentMethodType>;
  refund(refund: {
    paymentIntentId: string;
    amountCents: number;
    bookingId: string;
    key: string;
  }): Promise<{ id: string }>;
}

/** Where one booking is paid for: the provider's session and its page. */
export interface PaymentPage {
  checkoutSessionId: string;
  paymentUrl: string;
}

/** The local test-payment page's webhook secret: public on purpose, and refused outside the emulators. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_test_payments_not_for_production';

/**
 * The secrets a function that takes or returns money lists. In the emulators none: there the keys,
 * if any, come from `.env.local`, and without them the test-payment page stands in.
 */
export const PAYMENT_SECRETS = isEmulated() ? [] : [stripeSecretKey, stripeWebhookSecret];

export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
    if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
    let client: Promise<Stripe> | undefined;
    const stripe = () => (client ??= createStripe(secretKey, env.STRIPE_API_URL));
    return {
      method: 'stripe',
      webhookSecret,
      readEvent: async (body, signature) =>
        (await stripeWebhooks()).constructEvent(body, signature, webhookSecret),
      async startPayment(booking, urls) {
        const session = await createCheckoutSession(await stripe(), booking, urls);
        return { checkoutSessionId: session.id, paymentUrl: session.url };
      },
      async startGiftPayment(gift, urls) {
        const session = await createGiftCheckoutSession(await stripe(), gift, urls);
        return { checkoutSessionId: session.id, paymentUrl: session.url };
      },
      async reopenPayment(booking, current, urls) {
        const session = await reopenCheckoutSession(
          await stripe(),
          booking,
          current.checkoutSessionId,
          urls,
        );
        return session && { checkoutSessionId: session.id, paymentUrl: session.url };
      },
      paidWith: async (paymentIntentId) =>
        paymentMethodTypeOfIntent(await stripe(), paymentIntentId),
      refund: async (refund) => refundPayment(await stripe(), refund),
    };
  }
  if (env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error(
      'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET;
  return {
    method: 'test',
    webhookSecret,
    readEvent: async (body, signature) =>
      (await stripeWebhooks()).constructEvent(body, signature, webhookSecret),
    startPayment: async (booking, urls) => ({
      checkoutSessionId: booking.change
        ? `cs_local_change_${booking.change.id}`
        : `cs_local_${booking.id}`,
      paymentUrl: urls.testPage,
    }),
    startGiftPayment: async (gift, urls) => ({
      checkoutSessionId: `cs_local_gift_${gift.orderId}`,
      paymentUrl: urls.testPage,
    }),
    // The test-payment page never expires: it pays whatever the booking's status allows.
    reopenPayment: async (_, current) => current,
    // The test-payment page names the method its customer chose as the session's only one.
    paidWith: async (_, session) => paymentMethodTypeOf(session.payment_method_types?.[0]),
    refund: async (refund) => ({ id: `re_local_${refund.key}` }),
  };
}
