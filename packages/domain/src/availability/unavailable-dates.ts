import { BOOKING_RULES } from '../booking/booking-rules.ts';
import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** The payload of the `getUnavailableDates` callable: a window of nights, both ends inclusive. */
export const unavailableDatesRequestSchema = z
  .object({
    packageId: slugSchema,
    locationId: slugSchema.optional(),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .strict()
  // Refinements run even when a field already failed; only compare two real dates.
  .refine((r) => !isIsoDate(r.from) || !isIsoDate(r.to) || daysBetween(r.from, r.to) >= 0, {
    message: '"to" must be on or after "from".',
    path: ['to'],
  })
  .refine(
    (r) =>
      !isIsoDate(r.from) ||
      !isIsoDate(r.to) ||
      daysBetween(r.from, r.to) < BOOKING_RULES.maxWindowDays,
    { message: `Ask for at most ${BOOKING_RULES.maxWindowDays} days at a time.`, path: ['to'] },
  );
export type UnavailableDatesRequest = z.infer<typeof unavailableDatesRequestSchema>;

/** The answer: the unavailable nights, sorted, as `YYYY-MM-DD` (the client turns each into local midnight). */
export const unavailableDatesResponseSchema = z.array(isoDateSchema);
export type UnavailableDatesResponse = z.infer<typeof unavailableDatesResponseSchema>;
