import { defineSecret } from 'firebase-functions/params';
import Stripe from 'stripe';

/**
 * Stripe keys are Cloud Functions secrets (Secret Manager in production, `.secret.local` in the
 * emulator); a function that talks to Stripe lists the ones it needs in its `secrets` option.
 */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * A Stripe client. `apiUrl` (STRIPE_API_URL) points it at a loopback stand-in for tests and local runs,
 * where Stripe's API cannot be reached; without it the client talks to api.stripe.com.
 */
export function createStripe(
  secretKey: string,
  apiUrl: string | undefined = process.env.STRIPE_API_URL,
): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
