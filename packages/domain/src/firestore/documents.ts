/**
 * The shape of every document the product stores in Firestore, one schema per collection (and per
 * settings document); where they live is in ./paths.ts. Parse a document with its schema where it is
 * read, so a malformed one fails loudly at the boundary. Catalogue entities and bookings carry their
 * id in the app; the stored document does not: the id is the document's own.
 */
import { bookingDocumentSchema as bookingDocument } from '../booking/booking.ts';
import { addOnSchema } from '../catalogue/add-on.ts';
import { campingPackageSchema } from '../catalogue/camping-package.ts';
import { locationSchema } from '../catalogue/location.ts';
import { pricingSettingsSchema } from '../catalogue/pricing-settings.ts';
import { closureDocumentSchema as closureDocument } from '../closures/closure-document.ts';
import { contactMessageSchema } from '../contact/contact-message.ts';
import { isoDateSchema, isoMonthSchema } from '../dates/iso-date.ts';
import { clientErrorReportSchema } from '../errors/client-error.ts';
import { dateRangeSchema, emailSchema } from '../fields.ts';
import { userProfileSchema } from '../identity/user-profile.ts';
import {
  promoCodeDocumentSchema as promoCodeDocument,
  promoCustomerUsesSchema,
} from '../offers/promo-code.ts';
import { giftOrderDocumentSchema as giftOrderDocument } from '../vouchers/gift-order.ts';
import { voucherDocumentSchema as voucherDocument } from '../vouchers/voucher.ts';
import { waitlistStoredFields } from '../waitlist/waitlist.ts';
import { z } from '../zod.ts';
import { serverTimestampSchema } from './server-timestamp.ts';

// The public catalogue, seeded from @camping/catalogue.

/** `locations/{locationId}`. */
export const locationDocumentSchema = locationSchema.omit({ id: true });
export type LocationDocument = z.infer<typeof locationDocumentSchema>;

/** `packages/{packageId}`. */
export const packageDocumentSchema = campingPackageSchema.omit({ id: true });
export type PackageDocument = z.infer<typeof packageDocumentSchema>;

/** `addOns/{addOnId}`. */
export const addOnDocumentSchema = addOnSchema.omit({ id: true });
export type AddOnDocument = z.infer<typeof addOnDocumentSchema>;

/**
 * `packages/{packageId}/kitMonths/{YYYY-MM}`: how many kits of the package are in use on each night
 * of one month (nights without bookings are absent or 0). One document per month keeps the reads of
 * a window of nights to the months it spans, whatever the number of bookings
 * (docs/decisions/0015-bursts-and-hot-documents.md).
 */
export const kitMonthDocumentSchema = z.object({
  month: isoMonthSchema,
  kitsInUse: z.record(isoDateSchema, z.number().int().nonnegative()),
});
export type KitMonthDocument = z.infer<typeof kitMonthDocumentSchema>;

/** `crewDays/{date}`: set-ups (arrivals) and pack-downs (departures) booked on one day. */
export const crewDayDocumentSchema = z.object({
  date: isoDateSchema,
  setUps: z.number().int().nonnegative(),
  packDowns: z.number().int().nonnegative(),
});
export type CrewDayDocument = z.infer<typeof crewDayDocumentSchema>;

/** `waitlist/{requestId}`: a customer waiting for a taken stay; functions write it, its owner reads it. */
export const waitlistDocumentSchema = z.object({
  ...waitlistStoredFields,
  createdAt: serverTimestampSchema,
  toldAt: serverTimestampSchema.nullable(),
});
export type WaitlistDocument = z.infer<typeof waitlistDocumentSchema>;

// Business settings.

/** `settings/availability`: how far ahead stays can be booked, and when nobody can camp with us. */
export const availabilitySettingsDocumentSchema = z.object({
  /** Nights from today in Sydney before the earliest bookable one (the crew needs time to prepare). */
  minNoticeDays: z.number().int().nonnegative(),
  /** How many days ahead a night may be booked. */
  horizonDays: z.number().int().positive(),
  /** Business-wide periods nobody can book (the crew's Christmas break...), both ends inclusive. */
  blackouts: z.array(dateRangeSchema),
  /** Set-ups the crew can do per arrival day and pack-downs per departure day (BOOKING_RULES when absent). */
  crewSetUpsPerDay: z.number().int().nonnegative().optional(),
  crewPackDownsPerDay: z.number().int().nonnegative().optional(),
  /** The business-wide minimum stay (peak periods may ask more); BOOKING_RULES when absent. */
  minStayNights: z.number().int().positive().optional(),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsDocumentSchema>;

/** `settings/pricing`: delivery fees, peak periods and cancellation tiers. */
export const pricingSettingsDocumentSchema = pricingSettingsSchema;

// People and their bookings.

/** `users/{uid}`: the profile, exactly as the app writes it (firestore.rules checks the same). */
export const userDocumentSchema = userProfileSchema;
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** `bookings/{bookingId}`. */
export const bookingDocumentSchema = bookingDocument;
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

// Written by the functions only.

/**
 * `closures/{closureId}` (staff read them), `vouchers/{code}` (their owner reads theirs) and
 * `giftOrders/{orderId}` (their buyer reads theirs).
 */
export const closureDocumentSchema = closureDocument;
export const voucherDocumentSchema = voucherDocument;
export const giftOrderDocumentSchema = giftOrderDocument;
/** `promoCodes/{code}` (staff read them) and its `customers/{uid}` uses (nobody reads them). */
export const promoCodeDocumentSchema = promoCodeDocument;
export const promoCustomerUsesDocumentSchema = promoCustomerUsesSchema;

/** A file sent with a mail (nodemailer's attachment fields, as the Trigger Email extension takes them). */
export const mailAttachmentSchema = z.object({
  filename: z.string().min(1),
  content: z.string(),
  /** How `content` is written, e.g. `base64`; plain text when absent. */
  encoding: z.string().optional(),
  contentType: z.string().optional(),
});

/**
 * Where an e-mail is on its way out: `pending` until the first try, `sending` while a try holds it
 * (until `leaseUntil`, after which another may take it), then `sent`, or `failed` with the error
 * (tried again at `nextAttemptAt` with back-off, until the tries run out and it is null).
 */
export const MAIL_DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: serverTimestampSchema.nullable(),
  leaseUntil: serverTimestampSchema.nullable(),
  lastError: z.string().max(1_000).nullable(),
  sentAt: serverTimestampSchema.nullable(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/**
 * `mail/{mailId}`: one outgoing e-mail, in the shape of the Firebase "Trigger Email" extension
 * (recipients at the top, the rest in `message`), written in the same commit as what it tells about,
 * then sent by the functions over SMTP (`delivery`). Nobody writes it from a browser; staff read it.
 */
export const mailDocumentSchema = z.object({
  to: emailSchema,
  replyTo: emailSchema.optional(),
  message: z.object({
    subject: z.string().min(1),
    text: z.string().min(1),
    html: z.string().min(1),
    attachments: z.array(mailAttachmentSchema).optional(),
  }),
  /** The contact message this mail acknowledges, when it does. */
  contactMessageId: z.string().min(1).optional(),
  /** The booking this mail is about, when it is. */
  bookingId: z.string().min(1).optional(),
});
/** A mail as queued: what to send, when it was queued and how its delivery goes. */
export const queuedMailDocumentSchema = mailDocumentSchema.extend({
  createdAt: serverTimestampSchema,
  delivery: mailDeliverySchema,
});
export type QueuedMailDocument = z.infer<typeof queuedMailDocumentSchema>;
export type MailDocument = z.infer<typeof mailDocumentSchema>;

/**
 * `reviews/{bookingId}`: a camper's review of one completed stay (one per booking: the id is the
 * booking's). Staff publish or hide it; published ones show on the campground's page.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const reviewDocumentSchema = z.object({
  bookingId: z.string().min(1),
  userId: z.string().min(1),
  locationId: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(2_000),
  /** The writer's first name, as the campground page shows it. */
  firstName: z.string().min(1).max(40),
  /** The month of the stay, `YYYY-MM`, shown as "Stayed in March 2027". */
  stayMonth: isoMonthSchema,
  status: z.enum(REVIEW_STATUSES),
  createdAt: serverTimestampSchema,
  moderatedAt: serverTimestampSchema.optional(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

/**
 * `reviewSummaries/{locationId}`: how many reviews of a campground are published and the sum of their
 * stars, kept in the same atomic update as each publish or hide (staff, a few a day).
 */
export const reviewSummaryDocumentSchema = z.object({
  count: z.number().int().nonnegative(),
  ratingTotal: z.number().int().nonnegative(),
});
export type ReviewSummaryDocument = z.infer<typeof reviewSummaryDocumentSchema>;

/**
 * `payments/{paymentId}`: money taken or returned for a booking, as Stripe (or the local test-payment
 * page) reported it. Charges are keyed by the payment intent, refunds by the refund id, so a repeated
 * event writes the same document again rather than a second one.
 */
export const paymentDocumentSchema = z.object({
  bookingId: z.string().min(1),
  userId: z.string().min(1),
  kind: z.enum(['charge', 'refund']),
  amountCents: z.number().int().positive(),
  currency: z.literal('AUD'),
  /** The Stripe payment intent (charge) or refund id. */
  providerId: z.string().min(1),
  /** Why a refund was made: a customer cancellation, staff, or a payment that came too late. */
  reason: z.string().max(500).optional(),
  /** The charge a refund went back to (its payment intent); absent on refunds of a first charge. */
  refundOf: z.string().min(1).optional(),
  createdAt: serverTimestampSchema,
});
export type PaymentDocument = z.infer<typeof paymentDocumentSchema>;

/** `stripeEvents/{eventId}`: an event the webhook has handled, and what it did. */
export const stripeEventDocumentSchema = z.object({
  type: z.string().min(1),
  bookingId: z.string().nullable(),
  outcome: z.string().min(1),
  receivedAt: serverTimestampSchema,
});
export type StripeEventDocument = z.infer<typeof stripeEventDocumentSchema>;

/** Who sent it, as the verified token says: null for a guest. */
const senderUid = z.string().min(1).nullable();

/** `contactMessages/{messageId}`: a message from the Contact page, for staff. */
export const contactMessageDocumentSchema = contactMessageSchema.extend({
  uid: senderUid,
  createdAt: serverTimestampSchema,
  /** Whether staff have read it (the inbox); absent until they mark it. */
  read: z.boolean().optional(),
});
export type ContactMessageDocument = z.infer<typeof contactMessageDocumentSchema>;

/** `clientErrors/{reportId}`: a rendering error a browser reported, cut to size. */
export const clientErrorDocumentSchema = clientErrorReportSchema.extend({
  uid: senderUid,
  createdAt: serverTimestampSchema,
});
export type ClientErrorDocument = z.infer<typeof clientErrorDocumentSchema>;

/**
 * `rateLimits/{bucketId}-{shard}`: how many calls one caller made under one limit in the current fixed
 * window of one shard (a limit above 60 calls is split over several documents). `expiresAt` (the end
 * of the window) is the field of the production TTL policy, so expired windows are deleted by
 * Firestore (docs/decisions/0007-abuse-limits.md, 0015-bursts-and-hot-documents.md).
 */
export const rateLimitDocumentSchema = z.object({
  /** The limit's name, e.g. `submitContactMessage`; the caller is only in the hashed id. */
  name: z.string().min(1),
  count: z.number().int().positive(),
  windowStart: serverTimestampSchema,
  expiresAt: serverTimestampSchema,
});
export type RateLimitDocument = z.infer<typeof rateLimitDocumentSchema>;

/**
 * `deletedUsers/{uid}`: an account deleted by `deleteMyAccount`. firestore.rules refuses to recreate
 * `users/{uid}` while it exists; it expires (TTL on `expiresAt`) once no token of the account can be valid.
 */
export const deletedUserDocumentSchema = z.object({
  deletedAt: serverTimestampSchema,
  expiresAt: serverTimestampSchema,
});
export type DeletedUserDocument = z.infer<typeof deletedUserDocumentSchema>;

/**
 * `auditLog/{entryId}`: one staff action (written by the staff functions, in the same commit as the
 * change; staff read it, nobody changes it). `before` and `after` are the changed document as it was
 * and became: null where it did not exist (created) or is not a document (a booking action's refund).
 */
export const auditEntryDocumentSchema = z.object({
  /** The staff member's uid and e-mail address, as their verified token said. */
  by: z.string().min(1),
  byEmail: z.string().optional(),
  at: serverTimestampSchema,
  /** The callable and, for bookings, the action: `staffUpdateBooking.confirm`, `staffSavePricing`... */
  action: z.string().min(1),
  /** The path of the document changed, e.g. `bookings/abc` or `settings/availability`. */
  target: z.string().min(1),
  reason: z.string().optional(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryDocument = z.infer<typeof auditEntryDocumentSchema>;
