/**
 * Every Firestore collection and document path of the product, in one place. Paths are plain
 * `a/b/c` strings, which the admin SDK (`db.doc(path)`) and the web SDK (`doc(db, path)`) both take,
 * and which firestore.rules matches. The shape of each stored document is in ./documents.ts.
 */

export const COLLECTIONS = {
  locations: 'locations',
  packages: 'packages',
  addOns: 'addOns',
  settings: 'settings',
  users: 'users',
  bookings: 'bookings',
  contactMessages: 'contactMessages',
  clientErrors: 'clientErrors',
  mail: 'mail',
  rateLimits: 'rateLimits',
  deletedUsers: 'deletedUsers',
  crewDays: 'crewDays',
  payments: 'payments',
  stripeEvents: 'stripeEvents',
  auditLog: 'auditLog',
  reviews: 'reviews',
  reviewSummaries: 'reviewSummaries',
  closures: 'closures',
  vouchers: 'vouchers',
  giftOrders: 'giftOrders',
  promoCodes: 'promoCodes',
  waitlist: 'waitlist',
} as const;

export const locationDoc = (locationId: string) => `${COLLECTIONS.locations}/${locationId}`;
export const packageDoc = (packageId: string) => `${COLLECTIONS.packages}/${packageId}`;
export const addOnDoc = (addOnId: string) => `${COLLECTIONS.addOns}/${addOnId}`;

/** Kits of a package in use per night, one document per month with any, id `YYYY-MM`. */
export const kitMonthsCollection = (packageId: string) => `${packageDoc(packageId)}/kitMonths`;
export const kitMonthDoc = (packageId: string, month: string) =>
  `${kitMonthsCollection(packageId)}/${month}`;

/** Minimum notice, horizon and blackouts. */
export const AVAILABILITY_SETTINGS_DOC = `${COLLECTIONS.settings}/availability`;
/** Delivery fees, peak periods and cancellation tiers. */
export const PRICING_SETTINGS_DOC = `${COLLECTIONS.settings}/pricing`;

export const userDoc = (uid: string) => `${COLLECTIONS.users}/${uid}`;
export const bookingDoc = (bookingId: string) => `${COLLECTIONS.bookings}/${bookingId}`;
export const contactMessageDoc = (messageId: string) =>
  `${COLLECTIONS.contactMessages}/${messageId}`;
export const clientErrorDoc = (reportId: string) => `${COLLECTIONS.clientErrors}/${reportId}`;
export const mailDoc = (mailId: string) => `${COLLECTIONS.mail}/${mailId}`;

/**
 * One rate-limit window of one caller for one limit (written by the functions only). The id is a hash
 * of the limit's name and the caller (uid, IP address or e-mail address), so it names nobody.
 */
export const rateLimitDoc = (bucketId: string) => `${COLLECTIONS.rateLimits}/${bucketId}`;
/**
 * The tombstone of a deleted account: while the person's last ID token may still be valid, the rules
 * refuse to create their profile again.
 */
export const deletedUserDoc = (uid: string) => `${COLLECTIONS.deletedUsers}/${uid}`;

/** Set-ups and pack-downs booked on one day, id `YYYY-MM-DD` (crew capacity, beside kits per night). */
export const crewDayDoc = (date: string) => `${COLLECTIONS.crewDays}/${date}`;
/** One movement of money for a booking: a charge or a refund (written by the functions only). */
export const paymentDoc = (paymentId: string) => `${COLLECTIONS.payments}/${paymentId}`;
/** A Stripe event already handled, by its id: a repeat delivery finds it and changes nothing. */
export const stripeEventDoc = (eventId: string) => `${COLLECTIONS.stripeEvents}/${eventId}`;
/** One staff action, as it was done: who, when, what, and the document before and after. */
export const auditEntryDoc = (entryId: string) => `${COLLECTIONS.auditLog}/${entryId}`;

/** A camper's review of one stay: its id is the booking's, so a stay has at most one. */
export const reviewDoc = (bookingId: string) => `${COLLECTIONS.reviews}/${bookingId}`;
/** The published reviews of a campground at a glance (count and total stars). */
export const reviewSummaryDoc = (locationId: string) =>
  `${COLLECTIONS.reviewSummaries}/${locationId}`;

/** Campgrounds closed for a range of nights; the id is the closing call's key. */
export const closureDoc = (closureId: string) => `${COLLECTIONS.closures}/${closureId}`;
/** A credit or gift voucher, keyed by its normalised code (one read to redeem; never listed). */
export const voucherDoc = (code: string) => `${COLLECTIONS.vouchers}/${code}`;
/**
 * One movement of a voucher's balance for a booking: what a hold took (id the booking's), or what a
 * released hold or a refund gave back; their sum audits the balance.
 */
export const voucherUseDoc = (code: string, useId: string) => `${voucherDoc(code)}/uses/${useId}`;
/** One purchase of a gift voucher: its payment, and the token of its printable page. */
export const giftOrderDoc = (orderId: string) => `${COLLECTIONS.giftOrders}/${orderId}`;
/** A customer waiting for a taken stay: its id is one of their five slots (`waitlistSlotIds`). */
export const waitlistDoc = (requestId: string) => `${COLLECTIONS.waitlist}/${requestId}`;
/** A promo code staff made in Offers, keyed by its code (upper case). */
export const promoCodeDoc = (code: string) => `${COLLECTIONS.promoCodes}/${code}`;
/** How many of one customer's holds and bookings used a promo code. */
export const promoCustomerDoc = (code: string, uid: string) =>
  `${promoCodeDoc(code)}/customers/${uid}`;
