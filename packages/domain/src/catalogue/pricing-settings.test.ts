import { describe, expect, it } from 'vitest';
import { monthDaySchema, pricingSettingsSchema, type PricingSettings } from './pricing-settings.ts';

const settings: PricingSettings = {
  deliveryTiers: [
    { upToMinutes: 45, feeCents: 0 },
    { upToMinutes: 120, feeCents: 8_900 },
  ],
  peakPeriods: [
    {
      name: 'Summer holidays',
      from: '12-20',
      to: '01-31',
      adjustment: { type: 'multiplier', ratePercent: 125 },
      minStayNights: 3,
    },
    {
      name: 'Easter',
      from: '04-01',
      to: '04-20',
      adjustment: { type: 'surcharge', surchargeCents: 3_000 },
    },
  ],
  cancellationTiers: [
    { daysBeforeArrival: 14, refundPercent: 100 },
    { daysBeforeArrival: 0, refundPercent: 0 },
  ],
};

const messages = (input: unknown) =>
  pricingSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('monthDaySchema', () => {
  it('accepts every real day of the year, 29 February included', () => {
    for (const day of ['01-01', '02-29', '04-30', '12-31'])
      expect(monthDaySchema.parse(day)).toBe(day);
  });

  it('refuses impossible days and other formats', () => {
    for (const day of ['02-30', '04-31', '13-01', '00-10', '1-01', '2026-12-20', '12/20']) {
      expect(monthDaySchema.safeParse(day).error?.issues[0]?.message).toBe(
        'Write a day of the year as MM-DD, like 12-20.',
      );
    }
  });
});

describe('pricingSettingsSchema', () => {
  it('accepts the settings of the Pricing page', () => {
    expect(pricingSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('needs delivery tiers in order that reach the 2-hour radius', () => {
    expect(
      messages({ ...settings, deliveryTiers: [...settings.deliveryTiers].reverse() }),
    ).toContain('List delivery fees from the shortest drive to the longest, each drive time once.');
    expect(messages({ ...settings, deliveryTiers: [{ upToMinutes: 90, feeCents: 0 }] })).toEqual([
      'The last delivery fee must cover drives of up to 120 minutes.',
    ]);
    expect(messages({ ...settings, deliveryTiers: [] })).toContain(
      'Add at least one delivery fee.',
    );
  });

  it('needs cancellation tiers from the most days to the day of arrival', () => {
    expect(
      messages({ ...settings, cancellationTiers: [...settings.cancellationTiers].reverse() }),
    ).toContain(
      'List cancellation rules from the most days before arrival to the fewest, each once.',
    );
    expect(
      messages({ ...settings, cancellationTiers: [{ daysBeforeArrival: 7, refundPercent: 50 }] }),
    ).toEqual([
      'The last cancellation rule must cover cancellations on the day of arrival (0 days).',
    ]);
  });

  it('refuses refunds above 100 %, negative fees and unknown adjustments', () => {
    const tiers = [{ daysBeforeArrival: 0, refundPercent: 120 }];
    expect(pricingSettingsSchema.safeParse({ ...settings, cancellationTiers: tiers }).success).toBe(
      false,
    );
    const fees = [{ upToMinutes: 120, feeCents: -1 }];
    expect(pricingSettingsSchema.safeParse({ ...settings, deliveryTiers: fees }).success).toBe(
      false,
    );
    const discount = [
      { ...settings.peakPeriods[0], adjustment: { type: 'discount', percent: 10 } },
    ];
    expect(pricingSettingsSchema.safeParse({ ...settings, peakPeriods: discount }).success).toBe(
      false,
    );
  });
});
