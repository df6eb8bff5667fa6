import { describe, expect, it } from 'vitest';
import {
  describeCancellationTier,
  describeDeliveryTier,
  describePeakAdjustment,
  describeRefund,
  formatMonthDay,
} from './format.ts';

describe('formatMonthDay', () => {
  it('writes a day of the year the Australian way', () => {
    expect(formatMonthDay('12-19')).toBe('19 December');
    expect(formatMonthDay('01-05')).toBe('5 January');
  });
});

describe('describePeakAdjustment', () => {
  it('describes multipliers and surcharges', () => {
    expect(describePeakAdjustment({ type: 'multiplier', ratePercent: 125 })).toBe(
      '25% more a night',
    );
    expect(describePeakAdjustment({ type: 'multiplier', ratePercent: 90 })).toBe(
      '10% less a night',
    );
    expect(describePeakAdjustment({ type: 'multiplier', ratePercent: 100 })).toBe(
      'The usual nightly rate',
    );
    expect(describePeakAdjustment({ type: 'surcharge', surchargeCents: 3_000 })).toBe(
      '$30.00 more a night',
    );
  });
});

describe('describeDeliveryTier', () => {
  const tiers = [
    { upToMinutes: 45, feeCents: 0 },
    { upToMinutes: 90, feeCents: 7_900 },
    { upToMinutes: 120, feeCents: 11_900 },
  ];

  it('names the drive times each tier covers', () => {
    expect(tiers.map((_, index) => describeDeliveryTier(tiers, index))).toEqual([
      'Up to 45 minutes',
      '46 to 90 minutes',
      '91 to 120 minutes',
    ]);
    expect(() => describeDeliveryTier(tiers, 3)).toThrow(RangeError);
  });
});

describe('describeCancellationTier / describeRefund', () => {
  it('names when each cancellation rule applies and what it refunds', () => {
    const tiers = [
      { daysBeforeArrival: 14, refundPercent: 100 },
      { daysBeforeArrival: 7, refundPercent: 50 },
      { daysBeforeArrival: 0, refundPercent: 0 },
    ];
    expect(tiers.map((_, index) => describeCancellationTier(tiers, index))).toEqual([
      '14 days or more before arrival',
      '7 to 13 days before arrival',
      'Less than 7 days before arrival',
    ]);
    expect(tiers.map((tier) => describeRefund(tier.refundPercent))).toEqual([
      'Full refund',
      '50% refund',
      'No refund',
    ]);
  });

  it('handles single days and a lone rule', () => {
    const tiers = [
      { daysBeforeArrival: 2, refundPercent: 100 },
      { daysBeforeArrival: 1, refundPercent: 50 },
      { daysBeforeArrival: 0, refundPercent: 0 },
    ];
    expect(tiers.map((_, index) => describeCancellationTier(tiers, index))).toEqual([
      '2 days or more before arrival',
      '1 day before arrival',
      'Less than 1 day before arrival',
    ]);
    expect(describeCancellationTier([{ daysBeforeArrival: 0, refundPercent: 100 }], 0)).toBe(
      'Any time before arrival',
    );
  });
});
