// The deployed functions: every export here becomes one Cloud Function, named after the export.
// Callables are created with defineCallable and exported under their name in the contract
// (CALLABLES in @camping/domain/callables); index.test.ts checks the two lists agree.
export { deleteMyAccount } from './account/delete-my-account.ts';
export { getUnavailableDates } from './availability/get-unavailable-dates.ts';
export { searchStays } from './availability/search-stays.ts';
export { submitContactMessage } from './contact/submit-contact-message.ts';
export { reportClientError } from './errors/report-client-error.ts';
export { cancelBooking, previewCancellation } from './bookings/cancel-booking.ts';
export { changeBookingDates, quoteDateChange } from './bookings/change-booking-dates.ts';
export { quoteBooking } from './bookings/quote-booking.ts';
export { resumeCheckout } from './bookings/resume-checkout.ts';
export { startCheckout } from './bookings/start-checkout.ts';
export { sweep } from './sweep/scheduled-sweep.ts';
export { deliverNewMail } from './mail/deliver-new-mail.ts';
export { stripeWebhook } from './payments/stripe-webhook.ts';
export { testPayment } from './payments/test-payment-page.ts';
export { reportCspViolation } from './errors/report-csp-violation.ts';
export { staffChangeBookingDates, staffQuoteDateChange } from './staff/change-dates.ts';
export { staffMarkMessage } from './staff/mark-message.ts';
export { staffSaveAvailability } from './staff/save-availability.ts';
export { staffSaveCatalogueEntry } from './staff/save-catalogue-entry.ts';
export { staffSavePricing } from './staff/save-pricing.ts';
export { staffSetKitCount } from './staff/set-kit-count.ts';
export { staffUpdateBooking } from './staff/update-booking.ts';
export { staffResendMail } from './mail/resend-mail.ts';
export { submitReview } from './reviews/submit-review.ts';
export { staffModerateReview } from './reviews/moderate-review.ts';
export { chooseClosureOption, staffChooseClosureOption } from './closures/choose-option.ts';
export { staffCloseCampgrounds } from './closures/close-campgrounds.ts';
export { staffLiftClosure } from './closures/lift-closure.ts';
export { staffSavePromoCode } from './offers/save-promo-code.ts';
export { staffPreviewClosure } from './closures/preview-closure.ts';
export { joinWaitlist } from './waitlist/join-waitlist.ts';
export { leaveWaitlist } from './waitlist/leave-waitlist.ts';
export { unsubscribeWaitlist } from './waitlist/unsubscribe-page.ts';
