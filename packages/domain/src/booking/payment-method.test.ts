import { describe, expect, it } from 'vitest';
import { paymentMethodTypeOf, paymentMethodTypesFor, refundDestination } from './payment-method.ts';

describe('the payment page’s methods', () => {
  it('offers Afterpay for A$1 to A$2,000 and card alone outside', () => {
    expect(paymentMethodTypesFor(99)).toEqual(['card']);
    expect(paymentMethodTypesFor(100)).toEqual(['card', 'afterpay_clearpay']);
    expect(paymentMethodTypesFor(200_000)).toEqual(['card', 'afterpay_clearpay']);
    expect(paymentMethodTypesFor(200_001)).toEqual(['card']);
  });

  it('counts every other Stripe method as a card payment', () => {
    expect(paymentMethodTypeOf('afterpay_clearpay')).toBe('afterpay_clearpay');
    expect(paymentMethodTypeOf('card')).toBe('card');
    expect(paymentMethodTypeOf('link')).toBe('card');
    expect(paymentMethodTypeOf(undefined)).toBe('card');
  });
});

describe('refunds', () => {
  it('go back the way the money came', () => {
    expect(refundDestination('afterpay_clearpay')).toBe('your Afterpay account');
    expect(refundDestination('card')).toBe('your card');
    expect(refundDestination(undefined)).toBe('your card');
  });
});
