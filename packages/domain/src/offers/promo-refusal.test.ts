import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/calendar.ts';
import { promoRefusal } from './promo-refusal.ts';

const d = parseIsoDate;
const today = d('2026-11-26');
const stay = { arrival: d('2026-12-04'), departure: d('2026-12-07') };
const promo = { code: 'SPRING20', active: true, usedCount: 0 };

describe('promoRefusal', () => {
  it('prices a stay with an active code within every limit', () => {
    expect(
      promoRefusal(
        {
          ...promo,
          bookFrom: today,
          bookTo: today,
          stayFrom: stay.arrival,
          stayTo: d('2026-12-06'),
          minNights: 3,
          totalUses: 1,
          usesPerCustomer: 1,
        },
        stay,
        today,
        0,
      ),
    ).toBeNull();
  });

  it('says an unknown code and a switched-off one are not valid, in the same words', () => {
    expect(promoRefusal(null, stay, today, 0)).toBe('That promo code is not valid.');
    expect(promoRefusal({ ...promo, active: false }, stay, today, 0)).toBe(
      'That promo code is not valid.',
    );
  });

  it('says when a code starts, or that it has ended', () => {
    expect(promoRefusal({ ...promo, bookFrom: d('2026-12-01') }, stay, today, 0)).toBe(
      'That promo code starts on 1 December 2026.',
    );
    expect(promoRefusal({ ...promo, bookTo: d('2026-11-25') }, stay, today, 0)).toBe(
      'That promo code has ended.',
    );
  });

  it('refuses a stay with a night outside the stay dates, saying which dates', () => {
    const between = 'That promo code is for stays between 5 December 2026 and 31 January 2027.';
    expect(
      promoRefusal(
        { ...promo, stayFrom: d('2026-12-05'), stayTo: d('2027-01-31') },
        stay,
        today,
        0,
      ),
    ).toBe(between);
    // The departure morning is not a night: a stay whose last night is the last day fits.
    expect(promoRefusal({ ...promo, stayTo: d('2026-12-06') }, stay, today, 0)).toBeNull();
    expect(promoRefusal({ ...promo, stayTo: d('2026-12-05') }, stay, today, 0)).toBe(
      'That promo code is for stays until 5 December 2026.',
    );
    expect(promoRefusal({ ...promo, stayFrom: d('2026-12-05') }, stay, today, 0)).toBe(
      'That promo code is for stays from 5 December 2026.',
    );
  });

  it('refuses a stay too short, a code used up and one the customer has used', () => {
    expect(promoRefusal({ ...promo, minNights: 4 }, stay, today, 0)).toBe(
      'That promo code is for stays of at least 4 nights.',
    );
    expect(promoRefusal({ ...promo, totalUses: 5, usedCount: 5 }, stay, today, 0)).toBe(
      'That promo code has been used up.',
    );
    expect(promoRefusal({ ...promo, usesPerCustomer: 2 }, stay, today, 2)).toBe(
      'You have already used that promo code.',
    );
    expect(promoRefusal({ ...promo, usesPerCustomer: 2 }, stay, today, 1)).toBeNull();
  });
});
