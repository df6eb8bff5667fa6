import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS } from '@camping/domain/callables';
import { z } from '@camping/domain/zod';
import { db } from '../shared/admin.ts';
import { handleStripeEvent } from './handle-stripe-event.ts';
import { PAYMENT_SECRETS, paymentProvider } from './payment-provider.ts';

/** What every Stripe event has; the handler reads the rest per type. */
const stripeEventShape = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{1,120}$/),
  type: z.string().min(1).max(100),
  data: z.object({ object: z.object({}).passthrough() }),
});

/** Stripe's events are a few kilobytes; anything far larger is not from Stripe. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * The Stripe webhook: the source of truth for "paid". Verifies the signature on the raw body (a bad
 * or missing one is answered 400 and nothing is written), then applies the event exactly once. A
 * failure answers 500, so Stripe delivers the event again.
 */
export const stripeWebhook = onRequest(
  {
    region: FUNCTIONS.region,
    timeoutSeconds: 60,
    maxInstances: 10,
    secrets: PAYMENT_SECRETS,
  },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).set('Allow', 'POST').send('Use POST.');
      return;
    }
    const signature = request.get('stripe-signature');
    const body = request.rawBody;
    if (!signature || !body || body.length > MAX_EVENT_BYTES) {
      response.status(400).send('A signed Stripe event is required.');
      return;
    }
    const provider = paymentProvider();
    let event;
    try {
      event = await provider.readEvent(body, signature);
    } catch {
      response.status(400).send('The Stripe signature does not match.');
      return;
    }
    if (!stripeEventShape.safeParse(event).success) {
      response.status(400).send('That is not a Stripe event.');
      return;
    }
    try {
      const outcome = await handleStripeEvent(db, event, provider);
      logger.info('Stripe event handled', { id: event.id, type: event.type, outcome });
      response.json({ received: true, outcome });
    } catch (error) {
      logger.error('Stripe event failed; Stripe will retry it.', { id: event.id, error });
      response.status(500).send('The event could not be applied yet.');
    }
  },
);
