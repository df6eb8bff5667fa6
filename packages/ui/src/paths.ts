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
  account: '/account',
  myBookings: '/account/bookings',
  myDetails: '/account/details',
  bookingRequested: '/booking-requested/:id',
} as const;

/** A campground's page, e.g. `/locations/lane-cove-river`. */
export const locationPath = (locationId: string) =>
  PATHS.location.replace(':locationId', locationId);

/** What a visitor has chosen when they start booking: a campground, perhaps with a package. */
export interface CheckoutChoice {
  locationId?: string;
  packageId?: string;
}

/** Checkout with the choice in its address, e.g. `/checkout?location=lane-cove-river&package=essentials`. */
export function checkoutPath({ locationId, packageId }: CheckoutChoice = {}): string {
  const query = new URLSearchParams();
  if (locationId) query.set('location', locationId);
  if (packageId) query.set('package', packageId);
  const search = query.toString();
  return search ? `${PATHS.checkout}?${search}` : PATHS.checkout;
}

/** The choice a checkout address carries (checkoutPath); ids are checked where they are read. */
export function checkoutChoiceOf(search: URLSearchParams): CheckoutChoice {
  const locationId = search.get('location');
  const packageId = search.get('package');
  return { ...(locationId && { locationId }), ...(packageId && { packageId }) };
}
