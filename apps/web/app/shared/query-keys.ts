import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';

/**
 * Every TanStack Query key of the app, declared once, so reads, writes, seeding and invalidation always
 * agree. The first element names a family of queries; spec section 7 names the first four.
 */
export const queryKeys = {
  getLocations: () => ['getLocations'] as const,
  getLocationById: (locationId: string) => ['getLocationById', locationId] as const,
  getUserBookings: (userId: string) => ['getUserBookings', userId] as const,
  getUnavailableDates: (request: UnavailableDatesRequest) =>
    [
      'getUnavailableDates',
      request.packageId,
      request.locationId ?? null,
      request.from,
      request.to,
    ] as const,
  // The rest of the catalogue the public pages price from.
  getPackages: () => ['getPackages'] as const,
  getAddOns: () => ['getAddOns'] as const,
  getPricingSettings: () => ['getPricingSettings'] as const,
  // The signed-in person's account.
  getUserProfile: (userId: string) => ['getUserProfile', userId] as const,
  getPasswordPolicy: () => ['getPasswordPolicy'] as const,
  // One-time codes of the identity service's e-mail links: read as queries, so each is used once
  // however often its page mounts.
  emailAction: (code: string) => ['emailAction', code] as const,
  emailSignInLink: (href: string) => ['emailSignInLink', href] as const,
  passwordResetCode: (code: string) => ['passwordResetCode', code] as const,
};

export type QueryFamily = keyof typeof queryKeys;
