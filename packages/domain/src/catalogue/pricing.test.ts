import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, parseIsoDate } from '../dates/calendar.ts';
import type { PeakPeriod, PricingSettings } from './pricing-settings.ts';
import {
  cancellationRefund,
  deliveryFeeCents,
  fromNightlyRateCents,
  gstCents,
  nightlyRateCents,
  peakPeriodOn,
  quoteStay,
  type StayQuoteRequest,
} from './pricing.ts';

const d = parseIsoDate;

const summer: PeakPeriod = {
  name: 'Summer holidays',
  from: '12-20',
  to: '01-31',
  adjustment: { type: 'multiplier', ratePercent: 125 },
};
const easter: PeakPeriod = {
  name: 'Easter',
  from: '04-01',
  to: '04-20',
  adjustment: { type: 'surcharge', surchargeCents: 3_000 },
};

const settings: PricingSettings = {
  deliveryTiers: [
    { upToMinutes: 45, feeCents: 0 },
    { upToMinutes: 90, feeCents: 4_900 },
    { upToMinutes: 120, feeCents: 8_900 },
  ],
  peakPeriods: [summer, easter],
  cancellationTiers: [
    { daysBeforeArrival: 14, refundPercent: 100 },
    { daysBeforeArrival: 7, refundPercent: 50 },
    { daysBeforeArrival: 0, refundPercent: 0 },
  ],
};

const firewood = {
  id: 'firewood',
  name: 'Firewood bundle',
  priceCents: 2_500,
  per: 'stay' as const,
  maxQuantity: 4,
};
const hamper = {
  id: 'breakfast-hamper',
  name: 'Breakfast hamper',
  priceCents: 4_500,
  per: 'night' as const,
  maxQuantity: 3,
};

const request: StayQuoteRequest = {
  campingPackage: { nightlyRateCents: 22_900 },
  driveMinutes: 75,
  arrival: d('2027-05-14'),
  departure: d('2027-05-16'),
  addOns: [
    { addOn: firewood, quantity: 1 },
    { addOn: hamper, quantity: 1 },
  ],
  settings,
};

describe('peakPeriodOn', () => {
  it('finds periods within a year, both ends inclusive', () => {
    expect(peakPeriodOn(d('2027-03-31'), [easter])).toBeUndefined();
    expect(peakPeriodOn(d('2027-04-01'), [easter])).toBe(easter);
    expect(peakPeriodOn(d('2027-04-20'), [easter])).toBe(easter);
    expect(peakPeriodOn(d('2027-04-21'), [easter])).toBeUndefined();
  });

  it('wraps periods over the new year', () => {
    expect(peakPeriodOn(d('2026-12-19'), [summer])).toBeUndefined();
    expect(peakPeriodOn(d('2026-12-20'), [summer])).toBe(summer);
    expect(peakPeriodOn(d('2026-12-31'), [summer])).toBe(summer);
    expect(peakPeriodOn(d('2027-01-01'), [summer])).toBe(summer);
    expect(peakPeriodOn(d('2027-01-31'), [summer])).toBe(summer);
    expect(peakPeriodOn(d('2027-02-01'), [summer])).toBeUndefined();
  });

  it('applies the first listed period where two overlap', () => {
    const christmas: PeakPeriod = { ...easter, name: 'Christmas', from: '12-24', to: '12-26' };
    expect(peakPeriodOn(d('2026-12-25'), [christmas, summer])).toBe(christmas);
    expect(peakPeriodOn(d('2026-12-25'), [summer, christmas])).toBe(summer);
  });

  it('splits every year exactly between a period and the rest of the year', () => {
    const leapYearDay = fc
      .integer({ min: 0, max: 365 })
      .map((n) => addDays(d('2028-01-01'), n).slice(5));
    const anyDate = fc.integer({ min: 0, max: 3650 }).map((n) => addDays(d('2026-01-01'), n));
    fc.assert(
      fc.property(leapYearDay, leapYearDay, anyDate, (from, to, night) => {
        const dayAfter = addDays(d(`2028-${to}`), 1).slice(5);
        const dayBefore = addDays(d(`2028-${from}`), -1).slice(5);
        fc.pre(dayAfter !== from); // the period is the whole year: there is no rest
        const period = { ...summer, from, to };
        const rest = { ...summer, name: 'rest', from: dayAfter, to: dayBefore };
        expect(
          Number(peakPeriodOn(night, [period]) !== undefined) +
            Number(peakPeriodOn(night, [rest]) !== undefined),
        ).toBe(1);
      }),
    );
  });
});

describe('nightlyRateCents', () => {
  it('applies a multiplier, rounded to the cent, or a surcharge', () => {
    expect(nightlyRateCents(22_900, undefined)).toBe(22_900);
    expect(nightlyRateCents(22_900, summer)).toBe(28_625);
    expect(nightlyRateCents(14_999, summer)).toBe(18_749); // 18 748.75
    expect(nightlyRateCents(22_900, easter)).toBe(25_900);
  });
});

describe('deliveryFeeCents', () => {
  it('charges the fee of the first tier that covers the drive', () => {
    expect(deliveryFeeCents(25, settings.deliveryTiers)).toBe(0);
    expect(deliveryFeeCents(45, settings.deliveryTiers)).toBe(0);
    expect(deliveryFeeCents(46, settings.deliveryTiers)).toBe(4_900);
    expect(deliveryFeeCents(120, settings.deliveryTiers)).toBe(8_900);
  });

  it('refuses drives beyond every tier', () => {
    expect(() => deliveryFeeCents(121, settings.deliveryTiers)).toThrow(
      'No delivery fee covers a drive of 121 minutes.',
    );
  });

  it('never charges less for a longer drive when fees rise with distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 }), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(deliveryFeeCents(near, settings.deliveryTiers)).toBeLessThanOrEqual(
          deliveryFeeCents(far, settings.deliveryTiers),
        );
      }),
    );
  });
});

describe('gstCents', () => {
  it('is one eleventh of the GST-inclusive total, to the nearest cent', () => {
    expect(gstCents(14_900)).toBe(1_355); // 1354.55
    expect(gstCents(11_000)).toBe(1_000);
    expect(gstCents(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const gst = gstCents(total);
        expect(Number.isInteger(gst)).toBe(true);
        expect(Math.abs(gst * 11 - total)).toBeLessThanOrEqual(5.5);
      }),
    );
  });
});

describe('cancellationRefund', () => {
  it('refunds by the tier the cancellation falls in', () => {
    expect(cancellationRefund(50_000, 30, settings.cancellationTiers)).toEqual({
      refundPercent: 100,
      refundCents: 50_000,
    });
    expect(cancellationRefund(50_000, 14, settings.cancellationTiers)).toEqual({
      refundPercent: 100,
      refundCents: 50_000,
    });
    expect(cancellationRefund(50_001, 13, settings.cancellationTiers)).toEqual({
      refundPercent: 50,
      refundCents: 25_001,
    });
    expect(cancellationRefund(50_000, 6, settings.cancellationTiers)).toEqual({
      refundPercent: 0,
      refundCents: 0,
    });
  });

  it('never refunds more than was paid, nor less for cancelling earlier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.nat(400),
        fc.nat(400),
        (paid, a, b) => {
          const [late, early] = a <= b ? [a, b] : [b, a];
          const lateRefund = cancellationRefund(paid, late, settings.cancellationTiers).refundCents;
          const earlyRefund = cancellationRefund(
            paid,
            early,
            settings.cancellationTiers,
          ).refundCents;
          expect(lateRefund).toBeGreaterThanOrEqual(0);
          expect(earlyRefund).toBeLessThanOrEqual(paid);
          expect(lateRefund).toBeLessThanOrEqual(earlyRefund);
        },
      ),
    );
  });
});

describe('quoteStay', () => {
  it('prices an off-peak weekend with add-ons and delivery', () => {
    const quote = quoteStay(request);
    expect(quote.nights).toEqual([
      { date: '2027-05-14', rateCents: 22_900, peakPeriod: null },
      { date: '2027-05-15', rateCents: 22_900, peakPeriod: null },
    ]);
    expect(quote.accommodationCents).toBe(45_800);
    expect(quote.addOns).toEqual([
      {
        addOnId: 'firewood',
        name: 'Firewood bundle',
        per: 'stay',
        quantity: 1,
        unitCents: 2_500,
        totalCents: 2_500,
      },
      {
        addOnId: 'breakfast-hamper',
        name: 'Breakfast hamper',
        per: 'night',
        quantity: 1,
        unitCents: 4_500,
        totalCents: 9_000,
      },
    ]);
    expect(quote.deliveryCents).toBe(4_900);
    expect(quote.totalCents).toBe(62_200);
    expect(quote.gstCents).toBe(5_655); // 5654.55
    expect(quote.currency).toBe('AUD');
  });

  it('prices each night by its own period when a stay runs into a peak', () => {
    const quote = quoteStay({
      ...request,
      arrival: d('2026-12-18'),
      departure: d('2026-12-21'),
      addOns: [],
    });
    expect(quote.nights.map((night) => [night.rateCents, night.peakPeriod])).toEqual([
      [22_900, null],
      [22_900, null],
      [28_625, 'Summer holidays'],
    ]);
    expect(quote.totalCents).toBe(22_900 * 2 + 28_625 + 4_900);
  });

  it('charges per-night add-ons for every night and per-stay add-ons once', () => {
    const quote = quoteStay({
      ...request,
      departure: d('2027-05-19'),
      addOns: [
        { addOn: firewood, quantity: 2 },
        { addOn: hamper, quantity: 3 },
      ],
    });
    expect(quote.addOns.map((line) => line.totalCents)).toEqual([5_000, 4_500 * 3 * 5]);
  });

  it('refuses stays without nights and add-on quantities out of range', () => {
    expect(() => quoteStay({ ...request, departure: request.arrival })).toThrow(RangeError);
    expect(() => quoteStay({ ...request, addOns: [{ addOn: firewood, quantity: 5 }] })).toThrow(
      'Choose between 1 and 4 of Firewood bundle.',
    );
    expect(() => quoteStay({ ...request, addOns: [{ addOn: firewood, quantity: 0 }] })).toThrow(
      RangeError,
    );
    expect(() => quoteStay({ ...request, driveMinutes: 150 })).toThrow(RangeError);
  });

  const stays = fc.record({
    arrival: fc.integer({ min: 0, max: 730 }).map((n) => addDays(d('2026-06-01'), n)),
    nights: fc.integer({ min: 1, max: 21 }),
    rate: fc.integer({ min: 0, max: 100_000 }),
    driveMinutes: fc.integer({ min: 1, max: 120 }),
    firewood: fc.integer({ min: 0, max: 4 }),
    hampers: fc.integer({ min: 0, max: 3 }),
  });
  type Stay = typeof stays extends fc.Arbitrary<infer T> ? T : never;
  const toRequest = (stay: Stay): StayQuoteRequest => ({
    campingPackage: { nightlyRateCents: stay.rate },
    driveMinutes: stay.driveMinutes,
    arrival: stay.arrival,
    departure: addDays(stay.arrival, stay.nights),
    addOns: [
      ...(stay.firewood ? [{ addOn: firewood, quantity: stay.firewood }] : []),
      ...(stay.hampers ? [{ addOn: hamper, quantity: stay.hampers }] : []),
    ],
    settings,
  });

  it('adds up: the total is its parts, in whole cents, with GST one eleventh of it', () => {
    fc.assert(
      fc.property(stays, (stay) => {
        const quote = quoteStay(toRequest(stay));
        expect(quote.nights).toHaveLength(
          daysBetween(quote.nights[0]!.date, addDays(quote.nights.at(-1)!.date, 1)),
        );
        expect(quote.nights).toHaveLength(stay.nights);
        const parts =
          quote.accommodationCents +
          quote.deliveryCents +
          quote.addOns.reduce((t, l) => t + l.totalCents, 0);
        expect(quote.totalCents).toBe(parts);
        expect(Number.isInteger(quote.totalCents)).toBe(true);
        expect(quote.gstCents).toBe(gstCents(quote.totalCents));
      }),
    );
  });

  it('charges the nightly rate for every night outside peak periods, and never less in them', () => {
    fc.assert(
      fc.property(stays, (stay) => {
        const quote = quoteStay(toRequest(stay));
        const offPeak = quoteStay({
          ...toRequest(stay),
          settings: { ...settings, peakPeriods: [] },
        });
        expect(offPeak.accommodationCents).toBe(stay.rate * stay.nights);
        expect(quote.accommodationCents).toBeGreaterThanOrEqual(offPeak.accommodationCents);
        for (const night of quote.nights) {
          if (night.peakPeriod === null) expect(night.rateCents).toBe(stay.rate);
        }
      }),
    );
  });

  it('never costs less for staying a night longer', () => {
    fc.assert(
      fc.property(stays, (stay) => {
        const shorter = quoteStay(toRequest(stay));
        const longer = quoteStay(toRequest({ ...stay, nights: stay.nights + 1 }));
        expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
      }),
    );
  });
});

describe('fromNightlyRateCents', () => {
  const packages = [
    { id: 'essentials', nightlyRateCents: 14_900 },
    { id: 'family-basecamp', nightlyRateCents: 22_900 },
    { id: 'glamping-bell-tent', nightlyRateCents: 28_900 },
  ];

  it('is the lowest rate of the packages the campground offers', () => {
    expect(fromNightlyRateCents(['family-basecamp', 'glamping-bell-tent'], packages, [])).toBe(
      22_900,
    );
    expect(fromNightlyRateCents(['glamping-bell-tent', 'essentials'], packages, [summer])).toBe(
      14_900,
    );
  });

  it('counts a peak period that lowers prices', () => {
    const winter: PeakPeriod = {
      name: 'Winter special',
      from: '06-01',
      to: '08-31',
      adjustment: { type: 'multiplier', ratePercent: 80 },
    };
    expect(fromNightlyRateCents(['essentials'], packages, [summer, winter])).toBe(11_920);
  });

  it('is undefined when none of the campground’s packages is known', () => {
    expect(fromNightlyRateCents(['retired-package'], packages, [])).toBeUndefined();
  });
});
