import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from '../booking/checkout.ts';
import { promoLabel, staffSavePromoCodeSchema } from './promo-code.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const promo = {
  code: ' spring20 ',
  discount: { kind: 'percent', percent: 20 },
  active: true,
} as const;

describe('staffSavePromoCodeSchema', () => {
  it('stores the code in upper case, every limit optional', () => {
    expect(staffSavePromoCodeSchema.parse({ isNew: true, promo }).promo).toEqual({
      ...promo,
      code: 'SPRING20',
    });
  });

  it('refuses a code of other characters or length, and discounts out of range', () => {
    for (const code of ['ABC', 'SPRING-20', 'A'.repeat(21), 'ÉTÉ2026']) {
      expect(
        messages(staffSavePromoCodeSchema.safeParse({ isNew: true, promo: { ...promo, code } })),
      ).toEqual(['Use 4 to 20 letters and digits for the code, like SPRING20.']);
    }
    const off = (discount: unknown) =>
      messages(staffSavePromoCodeSchema.safeParse({ isNew: true, promo: { ...promo, discount } }));
    expect(off({ kind: 'percent', percent: 0 })).toEqual(['Take at least 1% off.']);
    expect(off({ kind: 'percent', percent: 101 })).toEqual(['Take at most 100% off.']);
    expect(off({ kind: 'amount', cents: 0 })).toEqual(['Take at least 1 cent off.']);
    expect(off({ kind: 'amount', percent: 10 })).not.toEqual([]);
  });

  it('refuses date ranges that end before they start', () => {
    const result = staffSavePromoCodeSchema.safeParse({
      isNew: true,
      promo: {
        ...promo,
        bookFrom: '2026-12-01',
        bookTo: '2026-11-30',
        stayFrom: '2027-02-01',
        stayTo: '2027-01-31',
      },
    });
    expect(messages(result)).toEqual([
      'The last booking day must not be before the first.',
      'The last night must not be before the first.',
    ]);
  });
});

describe('the promo code a customer types', () => {
  const choice = {
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [],
    guests: 2,
    arrival: '2026-12-04',
    departure: '2026-12-06',
  };

  it('is read in any case, and refused in the words an unknown code gets', () => {
    expect(quoteRequestSchema.parse({ ...choice, promoCode: 'Spring20' }).promoCode).toBe(
      'SPRING20',
    );
    expect(messages(quoteRequestSchema.safeParse({ ...choice, promoCode: 'no!' }))).toEqual([
      'That promo code is not valid.',
    ]);
  });
});

describe('promoLabel', () => {
  it('names the code and what it takes off', () => {
    expect(promoLabel({ code: 'SPRING20', discount: { kind: 'percent', percent: 20 } })).toBe(
      'Promo SPRING20 (20% off)',
    );
    expect(promoLabel({ code: 'WINTER50', discount: { kind: 'amount', cents: 5_000 } })).toBe(
      'Promo WINTER50 ($50.00 off)',
    );
  });
});
