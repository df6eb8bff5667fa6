import { staySearchRequestSchema, staySearchResponseSchema } from './availability/stay-search.ts';
import {
  unavailableDatesRequestSchema,
  unavailableDatesResponseSchema,
} from './availability/unavailable-dates.ts';
import {
  bookingRequestSchema,
  cancellationPreviewSchema,
  cancellationResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentPageSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from './booking/checkout.ts';
import {
  dateChangeQuoteRequestSchema,
  dateChangeQuoteSchema,
  dateChangeRequestSchema,
  dateChangeResponseSchema,
} from './booking/date-change.ts';
import {
  closeCampgroundsResponseSchema,
  closureChoiceRequestSchema,
  closureChoiceResponseSchema,
  closurePreviewResponseSchema,
  staffClosureChoiceRequestSchema,
  staffClosurePreviewSchema,
  staffCloseCampgroundsSchema,
  staffLiftClosureSchema,
} from './closures/closure-requests.ts';
import { contactMessageSchema } from './contact/contact-message.ts';
import { clientErrorReportSchema } from './errors/client-error.ts';
import { deleteMyAccountRequestSchema } from './identity/account.ts';
import { staffSavePromoCodeSchema } from './offers/promo-code.ts';
import {
  reviewRequestSchema,
  staffModerateReviewSchema,
  submitReviewResponseSchema,
} from './reviews/review.ts';
import {
  staffDateChangeRequestSchema,
  staffDateChangeResponseSchema,
} from './staff/staff-date-change.ts';
import {
  savedSchema,
  staffAvailabilitySchema,
  staffBookingActionResponseSchema,
  staffBookingActionSchema,
  staffCatalogueEntrySchema,
  staffKitCountSchema,
  staffMarkMessageSchema,
  staffPricingSchema,
  staffResendMailSchema,
} from './staff/staff-requests.ts';
import {
  giftOrderRequestSchema,
  giftOrderResponseSchema,
  myVouchersResponseSchema,
} from './vouchers/gift-order.ts';
import {
  staffFindVouchersResponseSchema,
  staffFindVouchersSchema,
  staffVoucherActionResponseSchema,
  staffVoucherActionSchema,
} from './vouchers/staff-vouchers.ts';
import { voucherCheckRequestSchema, voucherCheckResponseSchema } from './vouchers/voucher-spend.ts';
import {
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  leaveWaitlistRequestSchema,
  leaveWaitlistResponseSchema,
} from './waitlist/waitlist.ts';
import { z } from './zod.ts';

/** Where and how long every callable runs (spec section 9). */
export const FUNCTIONS = {
  timeoutMs: 70_000,
  region: 'us-central1',
} as const;

const storedId = z.object({ id: z.string() });

/**
 * Every callable function of the product: its name, what it accepts and what it answers. The web
 * client's `callFunction` and the functions' `onCall` wrappers are both typed from this table, so a
 * renamed callable or field fails type-checking on both sides.
 */
export const CALLABLES = {
  getUnavailableDates: {
    request: unavailableDatesRequestSchema,
    response: unavailableDatesResponseSchema,
  },
  searchStays: { request: staySearchRequestSchema, response: staySearchResponseSchema },
  submitContactMessage: { request: contactMessageSchema, response: storedId },
  reportClientError: { request: clientErrorReportSchema, response: storedId },
  quoteBooking: { request: quoteRequestSchema, response: quoteResponseSchema },
  startCheckout: { request: checkoutRequestSchema, response: checkoutResponseSchema },
  resumeCheckout: { request: bookingRequestSchema, response: paymentPageSchema },
  checkVoucher: { request: voucherCheckRequestSchema, response: voucherCheckResponseSchema },
  previewCancellation: { request: bookingRequestSchema, response: cancellationPreviewSchema },
  cancelBooking: { request: bookingRequestSchema, response: cancellationResponseSchema },
  quoteDateChange: { request: dateChangeQuoteRequestSchema, response: dateChangeQuoteSchema },
  changeBookingDates: { request: dateChangeRequestSchema, response: dateChangeResponseSchema },
  chooseClosureOption: {
    request: closureChoiceRequestSchema,
    response: closureChoiceResponseSchema,
  },
  submitReview: { request: reviewRequestSchema, response: submitReviewResponseSchema },
  joinWaitlist: { request: joinWaitlistRequestSchema, response: joinWaitlistResponseSchema },
  leaveWaitlist: { request: leaveWaitlistRequestSchema, response: leaveWaitlistResponseSchema },
  buyGiftVoucher: { request: giftOrderRequestSchema, response: giftOrderResponseSchema },
  getMyVouchers: { request: z.object({}).strict(), response: myVouchersResponseSchema },
  deleteMyAccount: {
    request: deleteMyAccountRequestSchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  // The staff area: callers need the `admin` claim (checked on the server, every call).
  staffUpdateBooking: {
    request: staffBookingActionSchema,
    response: staffBookingActionResponseSchema,
  },
  staffQuoteDateChange: { request: dateChangeQuoteRequestSchema, response: dateChangeQuoteSchema },
  staffChangeBookingDates: {
    request: staffDateChangeRequestSchema,
    response: staffDateChangeResponseSchema,
  },
  staffSaveAvailability: { request: staffAvailabilitySchema, response: savedSchema },
  staffSavePricing: { request: staffPricingSchema, response: savedSchema },
  staffSetKitCount: { request: staffKitCountSchema, response: savedSchema },
  staffSaveCatalogueEntry: { request: staffCatalogueEntrySchema, response: savedSchema },
  staffMarkMessage: { request: staffMarkMessageSchema, response: savedSchema },
  staffResendMail: { request: staffResendMailSchema, response: savedSchema },
  staffModerateReview: { request: staffModerateReviewSchema, response: savedSchema },
  staffPreviewClosure: {
    request: staffClosurePreviewSchema,
    response: closurePreviewResponseSchema,
  },
  staffCloseCampgrounds: {
    request: staffCloseCampgroundsSchema,
    response: closeCampgroundsResponseSchema,
  },
  staffChooseClosureOption: {
    request: staffClosureChoiceRequestSchema,
    response: closureChoiceResponseSchema,
  },
  staffLiftClosure: { request: staffLiftClosureSchema, response: savedSchema },
  staffFindVouchers: {
    request: staffFindVouchersSchema,
    response: staffFindVouchersResponseSchema,
  },
  staffResendVoucher: {
    request: staffVoucherActionSchema,
    response: staffVoucherActionResponseSchema,
  },
  staffVoidVoucher: {
    request: staffVoucherActionSchema,
    response: staffVoucherActionResponseSchema,
  },
  staffSavePromoCode: { request: staffSavePromoCodeSchema, response: savedSchema },
} as const satisfies Record<string, { request: z.ZodType; response: z.ZodType }>;

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends: the schema's input, before defaults and transforms. */
export type CallableRequest<Name extends CallableName> = z.input<
  (typeof CALLABLES)[Name]['request']
>;
/** What the function has once the request is parsed. */
export type ParsedCallableRequest<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]['request']
>;
export type CallableResponse<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]['response']
>;
