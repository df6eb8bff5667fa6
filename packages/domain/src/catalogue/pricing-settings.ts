import { centsSchema } from '../fields.ts';
import { DELIVERY_RADIUS_MINUTES } from '../product.ts';
import { z } from '../zod.ts';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day of the year, `MM-DD`: peak periods recur every year (29 February counts in leap years only). */
export const monthDaySchema = z.string().refine(
  (value) => {
    const match = /^(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [month, day] = [Number(match[1]), Number(match[2])];
    return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
  },
  { message: 'Write a day of the year as MM-DD, like 12-20.' },
);

/** The delivery fee for campgrounds up to `upToMinutes` from Sydney (covers set-up and pack-down). */
export const deliveryTierSchema = z.object({
  upToMinutes: z
    .number()
    .int('Give the drive time in whole minutes.')
    .positive('A drive time is more than 0 minutes.'),
  feeCents: centsSchema,
});
export type DeliveryTier = z.infer<typeof deliveryTierSchema>;

/** How a peak period changes the nightly rate: a percentage of it, or a flat amount on top. */
export const peakAdjustmentSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('multiplier'),
    /** 125 means the nightly rate plus a quarter. */
    ratePercent: z
      .number()
      .int('Give the rate as a whole percentage.')
      .min(1, 'The rate is at least 1% of the usual rate.')
      .max(1000, 'Keep the rate to 1000% of the usual rate or less.'),
  }),
  z.object({ type: z.literal('surcharge'), surchargeCents: centsSchema }),
]);
export type PeakAdjustment = z.infer<typeof peakAdjustmentSchema>;

/**
 * A period of every year with a higher rate, both ends inclusive; `to` before `from` wraps over the
 * new year (12-20 to 01-31). Where periods overlap, the one listed first applies.
 */
export const peakPeriodSchema = z.object({
  name: z.string().min(1),
  from: monthDaySchema,
  to: monthDaySchema,
  adjustment: peakAdjustmentSchema,
  /** A longer minimum stay for arrivals in the period. */
  minStayNights: z
    .number()
    .int('Give the minimum stay in whole nights.')
    .positive('A minimum stay is at least 1 night.')
    .optional(),
});
export type PeakPeriod = z.infer<typeof peakPeriodSchema>;

/** The refund for a cancellation made at least `daysBeforeArrival` days before arrival. */
export const cancellationTierSchema = z.object({
  daysBeforeArrival: z
    .number()
    .int('Give the days before arrival as a whole number.')
    .nonnegative('Days before arrival cannot be negative: 0 is the day of arrival.'),
  refundPercent: z
    .number()
    .int('Give the refund as a whole percentage.')
    .min(0, 'A refund cannot be negative.')
    .max(100, 'A refund is at most 100% of what was paid.'),
});
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || value > values[index - 1]!);

/** The `settings/pricing` document: what the booking engine and the Pricing page both price from. */
export const pricingSettingsSchema = z.object({
  deliveryTiers: z
    .array(deliveryTierSchema)
    .min(1, 'Add at least one delivery fee.')
    .refine((tiers) => ascending(tiers.map((tier) => tier.upToMinutes)), {
      message: 'List delivery fees from the shortest drive to the longest, each drive time once.',
    })
    .refine((tiers) => (tiers.at(-1)?.upToMinutes ?? 0) >= DELIVERY_RADIUS_MINUTES, {
      message: `The last delivery fee must cover drives of up to ${DELIVERY_RADIUS_MINUTES} minutes.`,
    }),
  peakPeriods: z.array(peakPeriodSchema),
  cancellationTiers: z
    .array(cancellationTierSchema)
    .min(1, 'Add at least one cancellation rule.')
    .refine((tiers) => ascending(tiers.map((tier) => -tier.daysBeforeArrival)), {
      message:
        'List cancellation rules from the most days before arrival to the fewest, each once.',
    })
    .refine((tiers) => tiers.at(-1)?.daysBeforeArrival === 0, {
      message:
        'The last cancellation rule must cover cancellations on the day of arrival (0 days).',
    }),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;
