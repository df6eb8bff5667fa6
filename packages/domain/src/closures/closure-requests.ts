import { bookingStatusSchema } from '../booking/booking.ts';
import { bookingIdSchema } from '../booking/checkout.ts';
import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, documentIdSchema, slugSchema } from '../fields.ts';
import { reasonSchema } from '../staff/staff-requests.ts';
import { z } from '../zod.ts';
import { closureChoiceSchema } from './booking-closure.ts';

// The payloads and answers of the closures' callables (CALLABLES in ../callables.ts).

/** Bounds on one closure: far above any real one (every campground, a whole season). */
export const CLOSURE_LIMITS = { locations: 50, nights: 366 } as const;

/** Said by the form before the server has to: a closure says why (the customers are told). */
export const CLOSURE_REASON_REQUIRED = 'Give a reason: it is e-mailed to every customer affected.';
/** Said by the form before the server has to: staff choosing for a customer say how they agreed. */
export const CHOICE_REASON_REQUIRED =
  "Give a reason, such as when the customer phoned: it is kept in the booking's history.";

const closureFields = {
  locationIds: z
    .array(slugSchema, { error: 'Choose the campgrounds to close.' })
    .min(1, 'Choose at least one campground to close.')
    .max(CLOSURE_LIMITS.locations, `Close at most ${CLOSURE_LIMITS.locations} campgrounds at once.`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'List each campground once.' }),
  /** The first and last nights closed, both included. */
  firstNight: isoDateSchema,
  lastNight: isoDateSchema,
  reason: reasonSchema.min(1, CLOSURE_REASON_REQUIRED),
};

// Refinements run even when a field already failed; compare only two real dates.
function checkClosureNights(
  closure: { firstNight: unknown; lastNight: unknown },
  context: z.RefinementCtx,
) {
  if (!isIsoDate(closure.firstNight) || !isIsoDate(closure.lastNight)) return;
  const nights = daysBetween(closure.firstNight, closure.lastNight) + 1;
  if (nights < 1) {
    context.addIssue({
      code: 'custom',
      message: 'The last night must not be before the first night.',
      path: ['lastNight'],
    });
  } else if (nights > CLOSURE_LIMITS.nights) {
    context.addIssue({
      code: 'custom',
      message: `Close at most ${CLOSURE_LIMITS.nights} nights at once.`,
      path: ['lastNight'],
    });
  }
}

/** The payload of `staffPreviewClosure`: the campgrounds, nights and reason of a closure to be. */
export const staffClosurePreviewSchema = z
  .object(closureFields)
  .strict()
  .superRefine(checkClosureNights);
export type StaffClosurePreview = z.infer<typeof staffClosurePreviewSchema>;

/** One booking a closure reaches, as staff see it before and after closing. */
export const closureAffectedBookingSchema = z.object({
  /** The booking's id, which is its reference. */
  bookingId: z.string(),
  customerName: z.string(),
  email: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  status: bookingStatusSchema,
  paidCents: centsSchema,
});
export type ClosureAffectedBooking = z.infer<typeof closureAffectedBookingSchema>;

/**
 * The answer of `staffPreviewClosure`: every booking with a night in the range, held (released on
 * closing) or paid (asked to choose), by arrival.
 */
export const closurePreviewResponseSchema = z.object({
  bookings: z.array(closureAffectedBookingSchema),
});

/**
 * The payload of `staffCloseCampgrounds`: the closure and a key chosen once per closure, so sending
 * it again (a retry, a second click) closes once.
 */
export const staffCloseCampgroundsSchema = z
  .object({
    ...closureFields,
    idempotencyKey: z.uuid({ message: 'The closure key is not valid; reload the page.' }),
  })
  .strict()
  .superRefine(checkClosureNights);
export type StaffCloseCampgroundsRequest = z.infer<typeof staffCloseCampgroundsSchema>;

/** The answer of `staffCloseCampgrounds`: the closure, and how many bookings it reached. */
export const closeCampgroundsResponseSchema = z.object({
  closureId: z.string(),
  affectedCount: z.number().int().nonnegative(),
});

/** The payload of `chooseClosureOption`: the customer's own booking and what they choose. */
export const closureChoiceRequestSchema = z
  .object({ bookingId: bookingIdSchema, choice: closureChoiceSchema })
  .strict();
export type ClosureChoiceRequest = z.infer<typeof closureChoiceRequestSchema>;

/** The payload of `staffChooseClosureOption`: a choice made for the customer, and why. */
export const staffClosureChoiceRequestSchema = z
  .object({
    bookingId: bookingIdSchema,
    choice: closureChoiceSchema,
    reason: reasonSchema.min(1, CHOICE_REASON_REQUIRED),
  })
  .strict();
export type StaffClosureChoiceRequest = z.infer<typeof staffClosureChoiceRequestSchema>;

/**
 * The answer of both choices: the booking's new status, and the credit's voucher (its code as
 * stored, its amount and last day) when the choice was a credit.
 */
export const closureChoiceResponseSchema = z.object({
  bookingId: z.string(),
  status: bookingStatusSchema,
  voucher: z
    .object({ code: z.string(), amountCents: centsSchema, expiresOn: isoDateSchema })
    .nullable(),
});
export type ClosureChoiceResponse = z.infer<typeof closureChoiceResponseSchema>;

/** The payload of `staffLiftClosure`: which closure, and why its nights open again. */
export const staffLiftClosureSchema = z
  .object({
    closureId: documentIdSchema('Say which closure.', 'That is not a closure reference.'),
    reason: reasonSchema.min(1, 'Give a reason: it is kept with the closure.'),
  })
  .strict();
