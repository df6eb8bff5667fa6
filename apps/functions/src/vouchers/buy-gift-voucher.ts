import { createHash, randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { giftOrderDocumentSchema } from '@camping/domain/firestore/documents';
import { giftOrderDoc } from '@camping/domain/firestore/paths';
import { normaliseEmail } from '@camping/domain/identity/credentials';
import {
  GIFT_LIMITS,
  GIFT_SENTENCES,
  type GiftOrderDocument,
} from '@camping/domain/vouchers/gift-order';
import { paymentProvider, PAYMENT_SECRETS } from '../payments/payment-provider.ts';
import { functionsBaseOf, giftPaymentUrls } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

/** The order id of one purchase attempt: the same buyer and key always name the same order. */
const giftOrderId = (uid: string, idempotencyKey: string) =>
  createHash('sha256').update(`gift:${uid}:${idempotencyKey}`).digest('base64url').slice(0, 20);

const NOT_STARTED =
  'We could not start the payment, and nothing was charged. Try again in a minute.';
const ENDED = 'This payment page has ended and nothing was charged. Buy the voucher again.';

/**
 * Callable: a signed-in customer buys a gift voucher. It creates the order (`pending_payment`, with
 * the random token of its printable page) and opens its payment page, a Stripe Checkout Session or
 * locally the test-payment page, and answers where the browser goes. Nothing is issued here: the
 * webhook issues the voucher once paid (gift-order-events.ts). The same idempotency key again answers
 * the same order and payment page (its thanks once paid).
 */
export const buyGiftVoucher = defineCallable(
  'buyGiftVoucher',
  {
    requireSignIn: GIFT_SENTENCES.signIn,
    rateLimit: RATE_LIMITS.buyGiftVoucher,
    secrets: PAYMENT_SECRETS,
  },
  async (request, call) => {
    const email = call.auth.token.email;
    if (!email) {
      throw new HttpsError('failed-precondition', 'Add an e-mail address to your account first.');
    }
    const orderId = giftOrderId(call.auth.uid, request.idempotencyKey);
    const ref = db.doc(giftOrderDoc(orderId));
    const urls = giftPaymentUrls(orderId, functionsBaseOf(call.rawRequest));
    const now = new Date();
    const order = await atomicUpdate(db, async (update) => {
      const snap = await update.get(ref);
      if (snap.exists) return giftOrderDocumentSchema.parse(snap.data());
      const created: GiftOrderDocument = {
        buyerUid: call.auth.uid,
        buyerEmail: normaliseEmail(email),
        order: {
          amountDollars: request.amountDollars,
          buyerName: request.buyerName,
          recipientName: request.recipientName,
          recipientEmail: request.recipientEmail,
          message: request.message,
          sendOn: request.sendOn,
        },
        status: 'pending_payment',
        printToken: randomBytes(16).toString('hex'),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + GIFT_LIMITS.paymentMinutes * 60_000).toISOString(),
      };
      update.create(ref, created);
      return created;
    });
    if (order.status === 'paid') return { orderId, paymentUrl: urls.success };
    if (order.status === 'expired') throw new HttpsError('failed-precondition', ENDED);
    if (order.paymentUrl) return { orderId, paymentUrl: order.paymentUrl };
    try {
      const page = await paymentProvider().startGiftPayment(
        {
          orderId,
          amountCents: order.order.amountDollars * 100,
          recipientName: order.order.recipientName,
          customerEmail: order.buyerEmail,
          expiresAtSeconds: Math.floor(Date.parse(order.expiresAt) / 1000),
        },
        urls,
      );
      await ref.update({ checkoutSessionId: page.checkoutSessionId, paymentUrl: page.paymentUrl });
      return { orderId, paymentUrl: page.paymentUrl };
    } catch (error) {
      logger.error('Could not start paying for a gift voucher.', { orderId, error });
      await ref.update({ status: 'expired' });
      throw new HttpsError('unavailable', NOT_STARTED);
    }
  },
);
