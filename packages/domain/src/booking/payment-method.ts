import { z } from '../zod.ts';

/**
 * How a customer can pay on the payment page: by card, or with Afterpay (Stripe's
 * `afterpay_clearpay`), four instalments the customer repays to Afterpay while we are paid at once.
 */
export const PAYMENT_METHOD_TYPES = ['card', 'afterpay_clearpay'] as const;
export const paymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/** How each is named to customers and staff. */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethodType, string> = {
  card: 'Card',
  afterpay_clearpay: 'Afterpay',
};

/** What Afterpay takes in Australia through Stripe: payments of A$1 to A$2,000. */
export const AFTERPAY_LIMITS_CENTS = { min: 100, max: 200_000 } as const;

/** Whether the payment page offers Afterpay for an amount (outside its limits, card only). */
export const offersAfterpay = (amountCents: number) =>
  amountCents >= AFTERPAY_LIMITS_CENTS.min && amountCents <= AFTERPAY_LIMITS_CENTS.max;

/** The payment page's methods for an amount, as Stripe names them. */
export const paymentMethodTypesFor = (amountCents: number): PaymentMethodType[] =>
  offersAfterpay(amountCents) ? ['card', 'afterpay_clearpay'] : ['card'];

/** A Stripe payment method's type as ours: any other kind of card payment counts as a card. */
export const paymentMethodTypeOf = (stripeType: string | null | undefined): PaymentMethodType =>
  stripeType === 'afterpay_clearpay' ? 'afterpay_clearpay' : 'card';

/** Where a refund goes: back the way the money came. */
export const refundDestination = (paidWith: PaymentMethodType | undefined) =>
  paidWith === 'afterpay_clearpay' ? 'your Afterpay account' : 'your card';
