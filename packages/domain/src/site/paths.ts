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
