import type { RateLimit } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often one caller may use each writing endpoint (docs/decisions/0007-abuse-limits.md). A caller
 * is the signed-in uid, else the client's IP address. Future writing callables add theirs here and
 * pass it as `rateLimit` to defineCallable.
 */
export const RATE_LIMITS = {
  submitContactMessage: {
    name: 'submitContactMessage',
    max: 5,
    windowSeconds: HOUR,
    tooMany: 'Too many messages from you.',
  },
  reportClientError: {
    name: 'reportClientError',
    max: 10,
    windowSeconds: HOUR,
    tooMany: 'Too many error reports from you.',
  },
  quoteBooking: {
    name: 'quoteBooking',
    max: 600,
    windowSeconds: HOUR,
    // A person changing dates and add-ons asks for a price at most every second or two.
    burst: { max: 60, windowSeconds: MINUTE },
    tooMany: 'Too many price checks from you.',
  },
  searchStays: {
    name: 'searchStays',
    max: 600,
    windowSeconds: HOUR,
    // As the price checks: a person trying dates and guests searches at most every second or two.
    burst: { max: 60, windowSeconds: MINUTE },
    tooMany: 'Too many searches from you.',
  },
  startCheckout: {
    name: 'startCheckout',
    max: 20,
    windowSeconds: HOUR,
    tooMany: 'Too many checkouts from you.',
  },
  resumeCheckout: {
    name: 'resumeCheckout',
    max: 30,
    windowSeconds: HOUR,
    tooMany: 'Too many payment pages opened from your account.',
  },
  checkVoucher: {
    name: 'checkVoucher',
    // A customer types a code or two, and may mistype it a few times.
    max: 30,
    windowSeconds: HOUR,
    tooMany: 'Too many voucher checks from you.',
  },
  previewCancellation: {
    name: 'previewCancellation',
    max: 60,
    windowSeconds: HOUR,
    tooMany: 'Too many cancellation checks from you.',
  },
  cancelBooking: {
    name: 'cancelBooking',
    max: 20,
    windowSeconds: HOUR,
    tooMany: 'Too many cancellations from you.',
  },
  quoteDateChange: {
    name: 'quoteDateChange',
    max: 300,
    windowSeconds: HOUR,
    // The change page asks for a price as dates change, like the checkout.
    burst: { max: 60, windowSeconds: MINUTE },
    tooMany: 'Too many price checks from you.',
  },
  changeBookingDates: {
    name: 'changeBookingDates',
    max: 20,
    windowSeconds: HOUR,
    tooMany: 'Too many changes of dates from you.',
  },
  chooseClosureOption: {
    name: 'chooseClosureOption',
    max: 20,
    windowSeconds: HOUR,
    tooMany: 'Too many choices from you.',
  },
  submitReview: {
    name: 'submitReview',
    max: 10,
    windowSeconds: HOUR,
    tooMany: 'Too many reviews from you.',
  },
  joinWaitlist: {
    name: 'joinWaitlist',
    // Five requests at most are open; a person asks for a few stays, removes some, asks again.
    max: 30,
    windowSeconds: HOUR,
    tooMany: 'Too many requests to be told about dates from you.',
  },
  leaveWaitlist: {
    name: 'leaveWaitlist',
    max: 30,
    windowSeconds: HOUR,
    tooMany: 'Too many requests removed from your account.',
  },
  buyGiftVoucher: {
    name: 'buyGiftVoucher',
    // A few vouchers at a time, each perhaps tried again: as many as checkouts.
    max: 20,
    windowSeconds: HOUR,
    tooMany: 'Too many gift voucher orders from you.',
  },
  getMyVouchers: {
    name: 'getMyVouchers',
    // My Account reads them each time it is shown.
    max: 300,
    windowSeconds: HOUR,
    tooMany: 'Too many looks at your vouchers from you.',
  },
  deleteMyAccount: {
    name: 'deleteMyAccount',
    max: 5,
    windowSeconds: HOUR,
    tooMany: 'Too many attempts to delete your account.',
  },
  /**
   * Every staff callable, together, per staff member: far above a working day's clicks, so only a
   * runaway script or a stolen account meets it.
   */
  staff: {
    name: 'staff',
    max: 600,
    windowSeconds: HOUR,
    // Each change is a form or a dialog: nobody makes more than one every two seconds for long.
    burst: { max: 30, windowSeconds: MINUTE },
    tooMany: 'Too many staff changes from your account.',
  },
} as const satisfies Record<string, RateLimit>;

/**
 * At most one acknowledgement e-mail per recipient address per day, whoever sends the form: the
 * address is typed by the visitor, so without this the form could mail anyone, over and over. The
 * message itself is still stored.
 */
export const ACKNOWLEDGEMENT_MAIL_LIMIT = {
  name: 'acknowledgementMail',
  max: 1,
  windowSeconds: DAY,
} as const;

/**
 * At most 10 checks of any one voucher code an hour, whoever asks: guessing from many accounts or
 * addresses still meets it, and a customer checks their own code a few times at most.
 */
export const VOUCHER_CODE_CHECK_LIMIT = {
  name: 'voucherCodeChecks',
  max: 10,
  windowSeconds: HOUR,
  tooMany: 'That code has been checked too often.',
} as const satisfies RateLimit;
