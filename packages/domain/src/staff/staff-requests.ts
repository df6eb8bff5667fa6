import { type BookingStatus } from '../booking/booking.ts';
import { bookingRequestSchema } from '../booking/checkout.ts';
import { addOnSchema } from '../catalogue/add-on.ts';
import { campingPackageSchema } from '../catalogue/camping-package.ts';
import { locationSchema } from '../catalogue/location.ts';
import { pricingSettingsSchema } from '../catalogue/pricing-settings.ts';
import {
  centsSchema,
  dateRangeSchema,
  documentIdSchema,
  isWellFormedText,
  WELL_FORMED_TEXT_MESSAGE,
} from '../fields.ts';
import { z } from '../zod.ts';

// The payloads of the staff callables (CALLABLES in ../callables.ts). Every one is strict and bounded:
// staff type into these forms, but the functions answer anyone who calls them.

/**
 * What staff can do to a booking: from which statuses, the status it leads to, whether the customer
 * gets all their money back, and the button's label. A reason is asked for wherever the customer
 * loses their booking.
 */
export const STAFF_BOOKING_ACTIONS = {
  confirm: {
    from: ['requested'],
    to: 'confirmed',
    fullRefund: false,
    reasonRequired: false,
    label: 'Confirm',
  },
  decline: {
    from: ['requested'],
    to: 'declined',
    fullRefund: true,
    reasonRequired: true,
    label: 'Decline and refund',
  },
  cancel: {
    from: ['requested', 'confirmed'],
    to: 'cancelled',
    fullRefund: true,
    reasonRequired: true,
    label: 'Cancel and refund',
  },
  // An unpaid hold: nothing to refund; its nights go back to other customers at once.
  release: {
    from: ['pending_payment'],
    to: 'cancelled',
    fullRefund: false,
    reasonRequired: true,
    label: 'Release hold',
  },
  complete: {
    from: ['confirmed'],
    to: 'completed',
    fullRefund: false,
    reasonRequired: false,
    label: 'Mark completed',
  },
} as const satisfies Record<
  string,
  {
    from: readonly BookingStatus[];
    to: BookingStatus;
    fullRefund: boolean;
    reasonRequired: boolean;
    label: string;
  }
>;
export type StaffBookingAction = keyof typeof STAFF_BOOKING_ACTIONS;
export const STAFF_BOOKING_ACTION_NAMES = Object.keys(
  STAFF_BOOKING_ACTIONS,
) as StaffBookingAction[];

/** Whether staff may take `action` on a booking in `status`. */
export function staffMayTake(action: StaffBookingAction, status: BookingStatus): boolean {
  return (STAFF_BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status);
}

/** The actions staff may take on a booking in `status`, in the order their buttons show. */
export function staffActionsFor(status: BookingStatus): StaffBookingAction[] {
  return STAFF_BOOKING_ACTION_NAMES.filter((action) => staffMayTake(action, status));
}

export const STAFF_LIMITS = {
  reasonLength: 500,
  /** Blackout ranges and peak periods one settings document may list. */
  ranges: 100,
  listLength: 50,
  textLength: 4000,
  maxKits: 500,
  maxCrewPerDay: 100,
} as const;

export const reasonSchema = z
  .string()
  .trim()
  .max(
    STAFF_LIMITS.reasonLength,
    `Keep the reason to ${STAFF_LIMITS.reasonLength} characters or fewer.`,
  )
  .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE);

/**
 * The payload of `staffUpdateBooking`: one action on one booking, with the reason the customer is
 * e-mailed (required where money goes back to them).
 */
export const staffBookingActionSchema = bookingRequestSchema
  .extend({
    action: z.enum(STAFF_BOOKING_ACTION_NAMES as [StaffBookingAction, ...StaffBookingAction[]], {
      message: 'Choose confirm, decline, cancel, release or complete.',
    }),
    reason: reasonSchema.default(''),
  })
  .strict()
  .superRefine((request, context) => {
    const action = STAFF_BOOKING_ACTIONS[request.action as StaffBookingAction];
    if (action?.reasonRequired && typeof request.reason === 'string' && request.reason === '') {
      context.addIssue({
        code: 'custom',
        message: 'Give the customer a reason: it is e-mailed to them.',
        path: ['reason'],
      });
    }
  });
export type StaffBookingActionRequest = z.infer<typeof staffBookingActionSchema>;

export const staffBookingActionResponseSchema = z.object({
  bookingId: z.string(),
  status: z.string(),
  refundCents: centsSchema,
});

const count = (max: number, what: string) =>
  z
    .number()
    .int(`Enter ${what} as a whole number.`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(max, `Keep ${what} to ${max} or fewer.`);

/** The payload of `staffSaveAvailability`: the whole `settings/availability` document. */
export const staffAvailabilitySchema = z
  .object({
    minNoticeDays: count(90, 'minimum notice'),
    horizonDays: count(730, 'the booking horizon').min(
      1,
      'The booking horizon must be at least 1 day.',
    ),
    minStayNights: count(28, 'the minimum stay').min(1, 'The minimum stay is at least 1 night.'),
    crewSetUpsPerDay: count(STAFF_LIMITS.maxCrewPerDay, 'set-ups per day'),
    crewPackDownsPerDay: count(STAFF_LIMITS.maxCrewPerDay, 'pack-downs per day'),
    blackouts: z
      .array(dateRangeSchema)
      .max(STAFF_LIMITS.ranges, `List at most ${STAFF_LIMITS.ranges} blackout periods.`),
  })
  .strict();
export type StaffAvailability = z.infer<typeof staffAvailabilitySchema>;

/** The payload of `staffSavePricing`: the whole `settings/pricing` document (peak periods included). */
export const staffPricingSchema = pricingSettingsSchema
  .extend({
    deliveryTiers: pricingSettingsSchema.shape.deliveryTiers.refine(
      (tiers) => tiers.length <= STAFF_LIMITS.listLength,
      `List at most ${STAFF_LIMITS.listLength} delivery fees.`,
    ),
    peakPeriods: pricingSettingsSchema.shape.peakPeriods.max(
      STAFF_LIMITS.ranges,
      `List at most ${STAFF_LIMITS.ranges} peak periods.`,
    ),
    cancellationTiers: pricingSettingsSchema.shape.cancellationTiers.refine(
      (tiers) => tiers.length <= STAFF_LIMITS.listLength,
      `List at most ${STAFF_LIMITS.listLength} cancellation rules.`,
    ),
  })
  .strict();

/** The payload of `staffSetKitCount`: how many kits of a package exist. */
export const staffKitCountSchema = z
  .object({
    packageId: campingPackageSchema.shape.id,
    kitCount: count(STAFF_LIMITS.maxKits, 'the number of kits'),
  })
  .strict();

/** Text staff type into the catalogue: trimmed, bounded, no broken characters. */
const catalogueText = (max: number = STAFF_LIMITS.textLength) =>
  z
    .string()
    .trim()
    .min(1, 'Fill this in.')
    .max(max, `Keep this to ${max} characters or fewer.`)
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE);
const textList = z.array(catalogueText(200)).max(STAFF_LIMITS.listLength);

/** A campground as staff edit it: every field of the public document, and whether it is archived. */
export const staffLocationSchema = locationSchema
  .extend({
    name: catalogueText(120),
    region: catalogueText(120),
    summary: catalogueText(200),
    description: catalogueText(),
    facilities: textList,
    packageIds: locationSchema.shape.packageIds.max(STAFF_LIMITS.listLength),
    closures: z.array(dateRangeSchema).max(STAFF_LIMITS.ranges),
    image: z.object({ src: catalogueText(300), alt: catalogueText(300) }).strict(),
    archived: z.boolean(),
  })
  .strict();

/** A package as staff edit it; its kit count is capacity (`staffSetKitCount`), not catalogue. */
export const staffPackageSchema = campingPackageSchema
  .omit({ kitCount: true })
  .extend({
    name: catalogueText(120),
    summary: catalogueText(200),
    description: catalogueText(),
    sleeps: z.number().int().min(1, 'A package sleeps at least 1.').max(50),
    includes: textList.min(1, 'List at least one thing the package includes.'),
    sortOrder: z.number().int().min(0).max(1000),
  })
  .strict();

/** An add-on as staff edit it. */
export const staffAddOnSchema = addOnSchema
  .extend({
    name: catalogueText(120),
    description: catalogueText(),
    maxQuantity: z.number().int().min(1).max(99),
    sleeps: z
      .number()
      .int('Enter a whole number of campers.')
      .min(1, 'Leave it empty when the add-on sleeps nobody.')
      .max(10)
      .optional(),
  })
  .strict();

/**
 * The payload of `staffSaveCatalogueEntry`: a campground, package or add-on to create (`isNew`, which
 * refuses an id already taken) or to replace.
 */
export const staffCatalogueEntrySchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('location'), isNew: z.boolean(), entry: staffLocationSchema })
    .strict(),
  z.object({ kind: z.literal('package'), isNew: z.boolean(), entry: staffPackageSchema }).strict(),
  z.object({ kind: z.literal('addOn'), isNew: z.boolean(), entry: staffAddOnSchema }).strict(),
]);
export type StaffCatalogueEntry = z.infer<typeof staffCatalogueEntrySchema>;

/** The payload of `staffMarkMessage`: a contact message read or unread. */
export const staffMarkMessageSchema = z
  .object({
    messageId: documentIdSchema('Say which message.', 'That is not a message reference.'),
    read: z.boolean(),
  })
  .strict();

/** The payload of `staffResendMail`: an e-mail to send again (one that failed). */
export const staffResendMailSchema = z
  .object({
    mailId: documentIdSchema('Say which e-mail.', 'That is not an e-mail reference.'),
  })
  .strict();

export const savedSchema = z.object({ saved: z.literal(true) });
