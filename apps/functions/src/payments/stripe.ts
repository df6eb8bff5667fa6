import { defineSecret } from 'firebase-functions/params';
import type Stripe from 'stripe';

/**
 * Stripe keys are Cloud Functions secrets (Secret Manager in production, `.secret.local` in the
 * emulator); a function that talks to Stripe lists the ones it needs in its `secrets` option.
 */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

// Loaded on first use: every function's instance loads this bundle when it starts, and most never
// talk to Stripe. Its SDK was about a quarter of the CPU time that loading took (ADR 0025).
const stripeSdk = async () => (await import('stripe')).default;

let webhooks: Promise<Stripe['webhooks']> | undefined;

/** Checks and makes Stripe's webhook signatures, which needs no key and no network. */
export function stripeWebhooks(): Promise<Stripe['webhooks']> {
  webhooks ??= stripeSdk().then((Sdk) => new Sdk('sk_test_signature_check_only').webhooks);
  return webhooks;
}

/**
 * A Stripe client. `apiUrl` (STRIPE_API_URL) points it at a loopback stand-in for tests and local runs,
 * where Stripe's API cannot be reached; without it the client talks to api.stripe.com.
 */
export async function createStripe(
  secretKey: string,
  apiUrl: string | undefined = process.env.STRIPE_API_URL,
): Promise<Stripe> {
  const Stripe = await stripeSdk();
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}
