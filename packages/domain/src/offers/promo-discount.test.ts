import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY } from '../catalogue/money.ts';
import { gstCents, type StayQuote } from '../catalogue/pricing.ts';
import { parseIsoDate } from '../dates/calendar.ts';
import type { PromoDiscount } from './promo-code.ts';
import { discountedQuote } from './promo-discount.ts';

const quoteOf = (totalCents: number): StayQuote => ({
  nights: [{ date: parseIsoDate('2026-12-04'), rateCents: totalCents, peakPeriod: null }],
  accommodationCents: totalCents,
  addOns: [],
  deliveryCents: 0,
  totalCents,
  gstCents: gstCents(totalCents),
  currency: MONEY.currency,
});

const discount: fc.Arbitrary<PromoDiscount> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({
    kind: fc.constant('amount' as const),
    cents: fc.integer({ min: 1, max: 1_000_000 }),
  }),
);
const total = fc.integer({ min: 0, max: 10_000_000 });

describe('discountedQuote', () => {
  it('takes 20% off the total, with its line, and GST on what is left', () => {
    const quote = discountedQuote(quoteOf(52_700), {
      code: 'SPRING20',
      discount: { kind: 'percent', percent: 20 },
    });
    expect(quote).toMatchObject({
      discount: { code: 'SPRING20', label: 'Promo SPRING20 (20% off)', cents: 10_540 },
      totalCents: 42_160,
      gstCents: 3_833,
      accommodationCents: 52_700,
    });
  });

  it('never takes off more than the total, and leaves the total plus the discount as before', () => {
    fc.assert(
      fc.property(total, discount, (cents, off) => {
        const quote = discountedQuote(quoteOf(cents), { code: 'CODE', discount: off });
        expect(quote.discount!.cents).toBeGreaterThanOrEqual(0);
        expect(quote.discount!.cents).toBeLessThanOrEqual(cents);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents + quote.discount!.cents).toBe(cents);
      }),
    );
  });

  it('gives GST as one eleventh of the discounted total, as every total has', () => {
    fc.assert(
      fc.property(total, discount, (cents, off) => {
        const quote = discountedQuote(quoteOf(cents), { code: 'CODE', discount: off });
        expect(quote.gstCents).toBe(gstCents(quote.totalCents));
      }),
    );
  });

  it('makes a stay free at 100% off', () => {
    fc.assert(
      fc.property(total, (cents) => {
        const quote = discountedQuote(quoteOf(cents), {
          code: 'FREE',
          discount: { kind: 'percent', percent: 100 },
        });
        expect(quote).toMatchObject({ totalCents: 0, gstCents: 0, discount: { cents } });
      }),
    );
  });
});
