/** What the business is and where it works (docs/product/decisions.md). */

export const PRODUCT_NAME = 'The Complete Camping Experience';

/** Every campground is at most this far from Sydney city centre by road. */
export const DELIVERY_RADIUS_MINUTES = 120;
