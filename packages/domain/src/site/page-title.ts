import { PRODUCT_NAME } from '../product.ts';

/** The navigation page names of spec section 2: the route names the title rule appends the product to. */
export const ROUTE_NAMES = [
  'Locations',
  'About Us',
  'FAQ',
  'Contact',
  'My Account',
  'My Bookings',
  'My Details',
  'Sign Up',
  'Login',
  'Checkout',
  'Pricing',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * The document title (spec section 2): a page's own title when it has one (`{ title }`), otherwise its
 * route name followed by ' | The Complete Camping Experience', otherwise the product name alone.
 * Pages whose name is data (a campground) pass that name like a route name.
 */
// `string & {}` keeps editor suggestions for the route names while accepting any name.
export function pageTitle(page?: RouteName | (string & {}) | { title: string }): string {
  if (typeof page === 'object') return page.title.trim() || PRODUCT_NAME;
  const name = page?.trim();
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
