import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from '../booking/checkout.ts';
import type { IsoDate } from '../dates/calendar.ts';
import {
  CARD_MINIMUM_CENTS,
  paidByWords,
  refundDestinationOf,
  refundSplit,
  voucherPartCents,
  voucherRefusal,
} from './voucher-spend.ts';

const today = '2029-03-04' as IsoDate;

describe('what a voucher pays of a stay', () => {
  it('pays all it has, up to the total', () => {
    expect(voucherPartCents(10_000, 45_000)).toBe(10_000);
    expect(voucherPartCents(90_000, 45_000)).toBe(45_000);
    expect(voucherPartCents(45_000, 45_000)).toBe(45_000);
    expect(voucherPartCents(0, 45_000)).toBe(0);
  });

  it('leaves the card at least Stripe’s minimum when it would leave less', () => {
    expect(voucherPartCents(44_990, 45_000)).toBe(45_000 - CARD_MINIMUM_CENTS);
    expect(voucherPartCents(44_950, 45_000)).toBe(44_950);
    expect(voucherPartCents(44_951, 45_000)).toBe(44_950);
  });

  it('never pays more than the total or than it has, and leaves the card none or at least the minimum', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 100, max: 1_000_000 }), (has, total) => {
        const part = voucherPartCents(has, total);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(Math.min(has, total));
        const card = total - part;
        expect(card === 0 || card >= CARD_MINIMUM_CENTS).toBe(true);
      }),
    );
  });
});

describe('why a voucher pays nothing', () => {
  const voucher = { balanceCents: 5_000, expiresOn: '2029-03-04' as IsoDate };

  it('says the same of an unknown code as of a malformed one, and nothing of its owner', () => {
    expect(voucherRefusal(undefined, today)).toBe('That code is not valid.');
  });

  it('says when it expired, used up and voided', () => {
    expect(voucherRefusal(voucher, today)).toBeNull();
    expect(voucherRefusal({ ...voucher, expiresOn: '2029-03-03' as IsoDate }, today)).toBe(
      'That voucher expired on 3 March 2029.',
    );
    expect(voucherRefusal({ ...voucher, balanceCents: 0 }, today)).toBe(
      'That voucher has nothing left on it.',
    );
    expect(voucherRefusal({ ...voucher, voidedAt: '2029-01-01T00:00:00.000Z' }, today)).toBe(
      'That voucher has nothing left on it.',
    );
  });
});

describe('a refund back the way it came', () => {
  const paid = { paidCents: 30_000, refundedCents: 0 };
  const voucher = { cents: 10_000, returnedCents: 0 };

  it('gives the voucher its share, rounded, and the card the rest', () => {
    expect(refundSplit(15_000, paid, voucher)).toEqual({ voucherCents: 5_000, cardCents: 10_000 });
    expect(refundSplit(100, paid, voucher)).toEqual({ voucherCents: 33, cardCents: 67 });
    expect(refundSplit(30_000, paid, voucher)).toEqual({
      voucherCents: 10_000,
      cardCents: 20_000,
    });
  });

  it('goes all to the card without a voucher, and all to the voucher when it paid everything', () => {
    expect(refundSplit(15_000, paid, undefined)).toEqual({ voucherCents: 0, cardCents: 15_000 });
    expect(refundSplit(7_000, paid, { cents: 30_000, returnedCents: 0 })).toEqual({
      voucherCents: 7_000,
      cardCents: 0,
    });
  });

  it('sums to the refund, with neither part negative or above what it has left', () => {
    const booking = fc
      .record({
        voucherCents: fc.nat(200_000),
        cardCents: fc.nat(200_000),
        refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
        voucherShareOfRefunded: fc.double({ min: 0, max: 1, noNaN: true }),
        refundShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .filter(({ voucherCents, cardCents }) => voucherCents + cardCents > 0);
    fc.assert(
      fc.property(booking, (b) => {
        const paidCents = b.voucherCents + b.cardCents;
        const refundedCents = Math.floor(paidCents * b.refundedShare);
        // What earlier refunds gave back, split in any way the parts could have held.
        const returnedCents = Math.min(
          b.voucherCents,
          Math.max(
            refundedCents - b.cardCents,
            Math.floor(refundedCents * b.voucherShareOfRefunded),
          ),
        );
        const left = paidCents - refundedCents;
        const refund = Math.floor(left * b.refundShare);
        const split = refundSplit(
          refund,
          { paidCents, refundedCents },
          { cents: b.voucherCents, returnedCents },
        );
        expect(split.voucherCents + split.cardCents).toBe(refund);
        expect(split.voucherCents).toBeGreaterThanOrEqual(0);
        expect(split.cardCents).toBeGreaterThanOrEqual(0);
        expect(split.voucherCents).toBeLessThanOrEqual(b.voucherCents - returnedCents);
        expect(split.cardCents).toBeLessThanOrEqual(b.cardCents - (refundedCents - returnedCents));
      }),
    );
  });
});

describe('a checkout paying with a voucher', () => {
  const checkout = {
    locationId: 'banksia-flat',
    packageId: 'essentials',
    addOns: [],
    guests: 2,
    arrival: '2029-03-10',
    departure: '2029-03-12',
    phone: '0412 345 678',
    termsAccepted: true,
    idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
    expectedTotalCents: 45_000,
  };

  it('sends the code with what the page showed it paying, or neither', () => {
    expect(checkoutRequestSchema.safeParse(checkout).success).toBe(true);
    expect(
      checkoutRequestSchema.safeParse({
        ...checkout,
        voucherCode: 'ABCD-2345-EFGH-6789',
        expectedVoucherCents: 10_000,
      }).success,
    ).toBe(true);
    const alone = checkoutRequestSchema.safeParse({ ...checkout, voucherCode: 'ABCD2345EFGH6789' });
    expect(alone.error?.issues[0]?.message).toBe(
      'The voucher and what it pays go together; reload the page.',
    );
  });
});

describe('how a booking was paid', () => {
  it('names the voucher by its first group and the card’s part', () => {
    const voucher = { code: 'ABCD2345EFGH6789', cents: 10_000 };
    expect(paidByWords({ paidCents: 45_000 }, voucher)).toBe(
      '$100.00 by voucher ABCD-…, $350.00 by card',
    );
    expect(paidByWords({ paidCents: 10_000 }, voucher)).toBe('$100.00 by voucher ABCD-…');
    expect(paidByWords({ paidCents: 45_000, paidWith: 'afterpay_clearpay' }, voucher)).toBe(
      '$100.00 by voucher ABCD-…, $350.00 by Afterpay',
    );
    expect(paidByWords({ paidCents: 45_000 }, undefined)).toBeNull();
  });
});

describe('where a refund goes', () => {
  const paid = (paidCents: number, paidWith?: 'card' | 'afterpay_clearpay') => ({
    paidCents,
    ...(paidWith ? { paidWith } : {}),
  });

  it('back the way the money came: the card or Afterpay, the voucher, or both in their shares', () => {
    expect(refundDestinationOf({ payment: paid(30_000, 'card') })).toBe('your card');
    expect(refundDestinationOf({ payment: paid(30_000, 'afterpay_clearpay') })).toBe(
      'your Afterpay account',
    );
    expect(refundDestinationOf({ payment: paid(30_000), voucher: { cents: 30_000 } })).toBe(
      'your voucher',
    );
    expect(refundDestinationOf({ payment: paid(30_000, 'card'), voucher: { cents: 10_000 } })).toBe(
      'your voucher and your card, in the shares they paid',
    );
  });
});
