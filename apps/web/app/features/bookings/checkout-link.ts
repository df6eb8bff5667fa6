import { PATHS } from '@camping/domain/site/paths';

/**
 * The query parameters of the checkout: what a link pre-selects, and the booking whose payment the
 * customer cancelled (the way back from the payment page, which the functions build with these names).
 */
export const CHECKOUT_PARAMS = {
  location: 'location',
  package: 'package',
  cancelled: 'cancelled',
} as const;

/** The checkout with a campground and package chosen, e.g. `/checkout?location=lane-cove-river`. */
export function checkoutPath(choice: { locationId?: string; packageId?: string } = {}): string {
  const search = new URLSearchParams();
  if (choice.locationId) search.set(CHECKOUT_PARAMS.location, choice.locationId);
  if (choice.packageId) search.set(CHECKOUT_PARAMS.package, choice.packageId);
  const query = search.toString();
  return query ? `${PATHS.checkout}?${query}` : PATHS.checkout;
}
