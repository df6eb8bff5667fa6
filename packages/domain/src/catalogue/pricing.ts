import { datesFrom, daysBetween, type IsoDate } from '../dates/calendar.ts';
import type { AddOn } from './add-on.ts';
import type { CampingPackage } from './camping-package.ts';
import { MONEY } from './money.ts';
import type {
  CancellationTier,
  DeliveryTier,
  PeakPeriod,
  PricingSettings,
} from './pricing-settings.ts';

/**
 * Prices of a stay, in AUD cents, GST-inclusive. The server quotes every booking with these functions
 * and the public pages show the same rules, so the two can never disagree.
 */

/** The peak period a night falls in, if any: the first listed that covers its day of the year. */
export function peakPeriodOn(
  night: IsoDate,
  periods: readonly PeakPeriod[],
): PeakPeriod | undefined {
  const day = night.slice(5);
  return periods.find((period) =>
    period.from <= period.to
      ? period.from <= day && day <= period.to
      : day >= period.from || day <= period.to,
  );
}

/** A package's rate for one night, adjusted for the peak period it falls in. */
export function nightlyRateCents(baseRateCents: number, period: PeakPeriod | undefined): number {
  if (!period) return baseRateCents;
  const { adjustment } = period;
  return adjustment.type === 'multiplier'
    ? Math.round((baseRateCents * adjustment.ratePercent) / 100)
    : baseRateCents + adjustment.surchargeCents;
}

/**
 * The least a night can cost at a campground: the lowest rate of the packages it offers, on an
 * ordinary night or in a peak period that lowers prices. Its "from" price; undefined when none of
 * its packages is known.
 */
export function fromNightlyRateCents(
  packageIds: readonly string[],
  packages: readonly Pick<CampingPackage, 'id' | 'nightlyRateCents'>[],
  peakPeriods: readonly PeakPeriod[],
): number | undefined {
  const rates = packages
    .filter((campingPackage) => packageIds.includes(campingPackage.id))
    .flatMap((campingPackage) => [
      campingPackage.nightlyRateCents,
      ...peakPeriods.map((period) => nightlyRateCents(campingPackage.nightlyRateCents, period)),
    ]);
  return rates.length > 0 ? Math.min(...rates) : undefined;
}

/** The delivery fee for a campground this many minutes' drive from Sydney. */
export function deliveryFeeCents(driveMinutes: number, tiers: readonly DeliveryTier[]): number {
  const tier = tiers.find((candidate) => driveMinutes <= candidate.upToMinutes);
  if (!tier) throw new RangeError(`No delivery fee covers a drive of ${driveMinutes} minutes.`);
  return tier.feeCents;
}

/** The GST included in a GST-inclusive amount: one eleventh, to the nearest cent. */
export function gstCents(totalCents: number): number {
  return Math.round(totalCents / MONEY.gstDivisor);
}

/** What a cancellation this many days before arrival refunds of the amount paid. */
export function cancellationRefund(
  paidCents: number,
  daysBeforeArrival: number,
  tiers: readonly CancellationTier[],
): { refundPercent: number; refundCents: number } {
  const refundPercent =
    tiers.find((tier) => daysBeforeArrival >= tier.daysBeforeArrival)?.refundPercent ?? 0;
  return { refundPercent, refundCents: Math.round((paidCents * refundPercent) / 100) };
}

export interface StayQuoteRequest {
  campingPackage: Pick<CampingPackage, 'nightlyRateCents'>;
  /** Of the campground, from Sydney city centre. */
  driveMinutes: number;
  arrival: IsoDate;
  departure: IsoDate;
  addOns: readonly {
    addOn: Pick<AddOn, 'id' | 'name' | 'priceCents' | 'per' | 'maxQuantity'>;
    quantity: number;
  }[];
  settings: Pick<PricingSettings, 'deliveryTiers' | 'peakPeriods'>;
}

export interface QuotedNight {
  date: IsoDate;
  rateCents: number;
  /** The name of the peak period the night falls in, or null. */
  peakPeriod: string | null;
}

export interface QuotedAddOn {
  addOnId: string;
  name: string;
  per: AddOn['per'];
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface StayQuote {
  nights: QuotedNight[];
  accommodationCents: number;
  addOns: QuotedAddOn[];
  deliveryCents: number;
  /** What the stay costs, after the promo code's discount when there is one. */
  totalCents: number;
  /** The GST included in the total. */
  gstCents: number;
  currency: typeof MONEY.currency;
  /** A promo code's line (offers/promo-discount.ts), already taken off the total. */
  discount?: { code: string; label: string; cents: number };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Quotes a stay: every night at the package's (peak-adjusted) rate, add-ons charged once or per night,
 * and the delivery fee for the campground's drive time. Throws a RangeError for a stay that cannot
 * be priced (no nights, an add-on quantity out of range); callers validate input first.
 */
export function quoteStay(request: StayQuoteRequest): StayQuote {
  const nightCount = daysBetween(request.arrival, request.departure);
  if (nightCount < 1) throw new RangeError('Departure must be at least one night after arrival.');
  const nights = datesFrom(request.arrival, request.departure).map((date): QuotedNight => {
    const period = peakPeriodOn(date, request.settings.peakPeriods);
    return {
      date,
      rateCents: nightlyRateCents(request.campingPackage.nightlyRateCents, period),
      peakPeriod: period?.name ?? null,
    };
  });
  const addOns = request.addOns.map(({ addOn, quantity }): QuotedAddOn => {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > addOn.maxQuantity) {
      throw new RangeError(`Choose between 1 and ${addOn.maxQuantity} of ${addOn.name}.`);
    }
    const times = addOn.per === 'night' ? nightCount : 1;
    return {
      addOnId: addOn.id,
      name: addOn.name,
      per: addOn.per,
      quantity,
      unitCents: addOn.priceCents,
      totalCents: addOn.priceCents * quantity * times,
    };
  });
  const accommodationCents = sum(nights.map((night) => night.rateCents));
  const deliveryCents = deliveryFeeCents(request.driveMinutes, request.settings.deliveryTiers);
  const totalCents =
    accommodationCents + sum(addOns.map((line) => line.totalCents)) + deliveryCents;
  return {
    nights,
    accommodationCents,
    addOns,
    deliveryCents,
    totalCents,
    gstCents: gstCents(totalCents),
    currency: MONEY.currency,
  };
}
