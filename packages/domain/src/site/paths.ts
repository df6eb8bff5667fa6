/**
 * Every route path of the site (spec section 2), declared once: the app's route table and links, the
 * header, menus and footer, the pre-render and the browser tests take their paths from here. A path
 * with a `:parameter` is the route's pattern; build its URLs with a function like locationPath.
 */
export const PATHS = {
  home: '/',
  aboutUs: '/about-us',
  equipment: '/about-us/equipment',
  locations: '/locations',
  location: '/locations/:locationId',
  pricing: '/pricing',
  faq: '/faq',
  contact: '/contact',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** Where the identity service's e-mails lead: password reset, e-mail verification, sign-in links. */
  authAction: '/auth',
  checkout: '/checkout',
  giftVouchers: '/gift-vouchers',
  account: '/account',
  myBookings: '/account/bookings',
  /** Where a customer reviews a completed stay (the after-stay e-mail links here). */
  review: '/account/bookings/:bookingId/review',
  myDetails: '/account/details',
  bookingRequested: '/booking-requested/:id',
  /**
   * The staff area (users with the `admin` claim; everyone else sees the not-found page). Its own
   * pages are in ./staff-paths.ts, which only the staff area loads.
   */
  staff: '/admin',
} as const;

/** A campground's page, e.g. `/locations/lane-cove-river`. */
export const locationPath = (locationId: string) =>
  PATHS.location.replace(':locationId', locationId);

/**
 * The query parameters of the checkout: what a link pre-selects, and the booking whose payment the
 * customer cancelled (the way back from the payment page, built by the functions).
 */
export const CHECKOUT_PARAMS = {
  location: 'location',
  package: 'package',
  cancelled: 'cancelled',
} as const;

/** The checkout with choices made, e.g. `/checkout?location=lane-cove-river&package=essentials`. */
export function checkoutPath(
  choice: { locationId?: string; packageId?: string; cancelledBookingId?: string } = {},
): string {
  const query = (
    [
      [CHECKOUT_PARAMS.location, choice.locationId],
      [CHECKOUT_PARAMS.package, choice.packageId],
      [CHECKOUT_PARAMS.cancelled, choice.cancelledBookingId],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return query ? `${PATHS.checkout}?${query}` : PATHS.checkout;
}

/** The review form of a completed stay, e.g. `/account/bookings/Xy3.../review`. */
export const reviewPath = (bookingId: string) =>
  PATHS.review.replace(':bookingId', encodeURIComponent(bookingId));

/** A booking's live page, e.g. `/booking-requested/Xy3...`. */
export const bookingRequestedPath = (bookingId: string) =>
  PATHS.bookingRequested.replace(':id', encodeURIComponent(bookingId));

/** The query parameter of the gift vouchers page after paying: the order just paid for. */
export const GIFT_VOUCHER_PARAMS = { paid: 'paid' } as const;

/** The gift vouchers page, or its thanks after paying for an order. */
export const giftVouchersPath = ({ paidOrderId }: { paidOrderId?: string } = {}) =>
  paidOrderId
    ? `${PATHS.giftVouchers}?${GIFT_VOUCHER_PARAMS.paid}=${encodeURIComponent(paidOrderId)}`
    : PATHS.giftVouchers;
