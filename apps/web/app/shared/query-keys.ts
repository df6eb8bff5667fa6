import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import type { CallableRequest } from '@camping/domain/callables';
import type { StayAsked } from '@camping/domain/site/stay-links';

/**
 * Every TanStack Query key of the app, declared once, so reads, writes, seeding and invalidation always
 * agree. The first element names a family of queries; spec section 7 names the first four.
 */
export const queryKeys = {
  getLocations: () => ['getLocations'] as const,
  getLocationById: (locationId: string) => ['getLocationById', locationId] as const,
  getUserBookings: (userId: string) => ['getUserBookings', userId] as const,
  // Reviews: the signed-in camper's own, and a campground's published ones with their average.
  getUserReviews: (userId: string) => ['getUserReviews', userId] as const,
  // The signed-in customer's requests to be told when taken dates free up.
  getUserWaitlist: (userId: string) => ['getUserWaitlist', userId] as const,
  // The signed-in customer's gift vouchers and credits.
  getUserVouchers: (userId: string) => ['getUserVouchers', userId] as const,
  getLocationReviews: (locationId: string) => ['getLocationReviews', locationId] as const,
  getMoreLocationReviews: (locationId: string) => ['getMoreLocationReviews', locationId] as const,
  getUnavailableDates: (request: UnavailableDatesRequest) =>
    [
      'getUnavailableDates',
      request.packageId,
      request.locationId ?? null,
      request.from,
      request.to,
    ] as const,
  // What is free for a stay, searched from Home or Locations (the address names the stay).
  searchStays: (stay: StayAsked) =>
    ['searchStays', stay.arrival, stay.departure, stay.guests] as const,
  // The minimum notice, horizon and minimum stay the checkout's calendar follows.
  getAvailabilitySettings: () => ['getAvailabilitySettings'] as const,
  // The rest of the catalogue the public pages price from.
  getPackages: () => ['getPackages'] as const,
  getAddOns: () => ['getAddOns'] as const,
  getPricingSettings: () => ['getPricingSettings'] as const,
  // Booking: the server's price of a choice, and what cancelling a booking would refund.
  quoteBooking: (request: CallableRequest<'quoteBooking'>) => ['quoteBooking', request] as const,
  previewCancellation: (bookingId: string) => ['previewCancellation', bookingId] as const,
  // The server's quote of moving a booking to another stay (Change dates).
  quoteDateChange: (request: CallableRequest<'quoteDateChange'>) =>
    ['quoteDateChange', request] as const,
  // The signed-in person's account.
  getUserProfile: (userId: string) => ['getUserProfile', userId] as const,
  getPasswordPolicy: () => ['getPasswordPolicy'] as const,
  // One-time codes of the identity service's e-mail links: read as queries, so each is used once
  // however often its page mounts.
  emailAction: (code: string) => ['emailAction', code] as const,
  emailSignInLink: (href: string) => ['emailSignInLink', href] as const,
  passwordResetCode: (code: string) => ['passwordResetCode', code] as const,
  // Releasing the hold of a payment the customer cancelled: once per booking, however often the
  // checkout page mounts.
  releaseCancelledPayment: (bookingId: string) => ['releaseCancelledPayment', bookingId] as const,
};

export type QueryFamily = keyof typeof queryKeys;
