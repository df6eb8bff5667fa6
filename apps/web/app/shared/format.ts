import { formatAud } from '@camping/domain/catalogue/money';
import type {
  CancellationTier,
  DeliveryTier,
  PeakAdjustment,
} from '@camping/domain/catalogue/pricing-settings';
import { plural } from './plural.ts';

// How the public pages put numbers into words, in Australian English.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "12-19" -> "19 December". */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** How a peak period changes the nightly rate, e.g. "25% more a night" or "$30.00 more a night". */
export function describePeakAdjustment(adjustment: PeakAdjustment): string {
  if (adjustment.type === 'surcharge')
    return `${formatAud(adjustment.surchargeCents)} more a night`;
  const change = adjustment.ratePercent - 100;
  if (change === 0) return 'The usual nightly rate';
  return `${Math.abs(change)}% ${change > 0 ? 'more' : 'less'} a night`;
}

/** The drive times a delivery tier covers, e.g. "46 to 90 minutes". */
export function describeDeliveryTier(tiers: readonly DeliveryTier[], index: number): string {
  const tier = tiers[index];
  if (!tier) throw new RangeError(`There is no delivery tier ${index}.`);
  const from = index === 0 ? 0 : (tiers[index - 1]?.upToMinutes ?? 0) + 1;
  return from === 0
    ? `Up to ${tier.upToMinutes} minutes`
    : `${from} to ${tier.upToMinutes} minutes`;
}

/** When a cancellation falls in a tier, e.g. "7 to 13 days before arrival". */
export function describeCancellationTier(
  tiers: readonly CancellationTier[],
  index: number,
): string {
  const tier = tiers[index];
  if (!tier) throw new RangeError(`There is no cancellation tier ${index}.`);
  if (index === 0) {
    return tier.daysBeforeArrival === 0
      ? 'Any time before arrival'
      : `${plural(tier.daysBeforeArrival, 'day', 'days')} or more before arrival`;
  }
  const until = (tiers[index - 1]?.daysBeforeArrival ?? 0) - 1;
  if (tier.daysBeforeArrival === 0)
    return `Less than ${plural(until + 1, 'day', 'days')} before arrival`;
  if (tier.daysBeforeArrival === until) return `${plural(until, 'day', 'days')} before arrival`;
  return `${tier.daysBeforeArrival} to ${until} days before arrival`;
}

/** "Full refund", "50% refund" or "No refund". */
export function describeRefund(refundPercent: number): string {
  if (refundPercent === 100) return 'Full refund';
  return refundPercent === 0 ? 'No refund' : `${refundPercent}% refund`;
}
