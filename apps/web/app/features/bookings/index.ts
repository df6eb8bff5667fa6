// What other features use of bookings: links into the checkout with choices made.
export { checkoutPath } from './checkout-link.ts';
