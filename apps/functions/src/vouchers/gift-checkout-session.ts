import type Stripe from 'stripe';
import { paymentMethodTypesFor } from '@camping/domain/booking/payment-method';
import { formatAud } from '@camping/domain/catalogue/money';
import { PRODUCT_NAME } from '@camping/domain/product';
import type { PaymentUrls } from '../payments/checkout-session.ts';

/** What a gift voucher's payment page is made from: its order. */
export interface PayableGift {
  orderId: string;
  amountCents: number;
  recipientName: string;
  customerEmail?: string;
  /** When the order stops waiting for its payment, in epoch seconds. */
  expiresAtSeconds: number;
}

/** The gift order a Checkout Session pays for, if it is one (else it is a stay's). */
export const giftOrderIdOf = (session: { metadata?: Stripe.Metadata | null }) =>
  session.metadata?.giftOrderId ?? null;

/**
 * Starts paying for a gift voucher on Stripe's hosted page, as a stay is paid (the same payment
 * methods, Afterpay included where the amount allows). One line, "Gift voucher A$X", with no GST:
 * the sale of a voucher carries none (the receipt says so). The order id is the idempotency key and
 * travels in the metadata of the session and its payment intent, where the webhook finds it.
 */
export async function createGiftCheckoutSession(
  stripe: Stripe,
  gift: PayableGift,
  urls: PaymentUrls,
): Promise<{ id: string; url: string }> {
  const metadata = { giftOrderId: gift.orderId };
  const methods = paymentMethodTypesFor(gift.amountCents);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'aud',
      allowed_payment_method_types: methods,
      ...(methods.includes('afterpay_clearpay')
        ? { shipping_address_collection: { allowed_countries: ['AU'] } }
        : {}),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'aud',
            unit_amount: gift.amountCents,
            product_data: {
              name: `Gift voucher ${formatAud(gift.amountCents)}`,
              description: `For ${gift.recipientName}. No GST applies to a gift voucher.`,
            },
          },
        },
      ],
      client_reference_id: gift.orderId,
      metadata,
      payment_intent_data: {
        metadata,
        description: `${PRODUCT_NAME} gift voucher ${gift.orderId}`,
      },
      ...(gift.customerEmail ? { customer_email: gift.customerEmail } : {}),
      expires_at: gift.expiresAtSeconds,
      success_url: urls.success,
      cancel_url: urls.cancel,
    },
    { idempotencyKey: `gift-${gift.orderId}` },
  );
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL.`);
  return { id: session.id, url: session.url };
}
