/** What the business is and where it works (docs/product/decisions.md). */

export const PRODUCT_NAME = 'The Complete Camping Experience';

/**
 * Where the site is published: canonical links, structured data and the sitemap use it, and the
 * functions answer browsers on this origin (CORS).
 */
export const SITE_URL = 'https://completecamping.com.au';

/** Every campground is at most this far from Sydney city centre by road. */
export const DELIVERY_RADIUS_MINUTES = 120;
