import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';

/** The `settings/pricing` document: delivery fees, peak periods and the cancellation policy. */
export const PRICING_SETTINGS: PricingSettings = {
  deliveryTiers: [
    { upToMinutes: 45, feeCents: 0 },
    { upToMinutes: 90, feeCents: 7_900 },
    { upToMinutes: 120, feeCents: 11_900 },
  ],
  peakPeriods: [
    {
      name: 'Christmas and summer holidays',
      from: '12-19',
      to: '01-27',
      adjustment: { type: 'multiplier', ratePercent: 125 },
      minStayNights: 3,
    },
    {
      name: 'April school holidays',
      from: '04-04',
      to: '04-20',
      adjustment: { type: 'surcharge', surchargeCents: 3_000 },
    },
    {
      name: 'Spring school holidays',
      from: '09-26',
      to: '10-11',
      adjustment: { type: 'surcharge', surchargeCents: 3_000 },
    },
  ],
  cancellationTiers: [
    { daysBeforeArrival: 14, refundPercent: 100 },
    { daysBeforeArrival: 7, refundPercent: 50 },
    { daysBeforeArrival: 0, refundPercent: 0 },
  ],
};
