import { changeDatesPath } from '@camping/domain/booking/date-change';
import { FUNCTIONS } from '@camping/domain/callables';
import {
  bookingRequestedPath,
  checkoutPath,
  giftVouchersPath,
  PATHS,
} from '@camping/domain/site/paths';
import { isEmulated } from '../shared/emulated.ts';

/** Where the site is served: success and cancel pages of a payment are on it. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_ORIGIN) return env.SITE_ORIGIN.replace(/\/$/, '');
  if (isEmulated()) return 'http://127.0.0.1:5173';
  throw new Error('SITE_ORIGIN is not set.');
}

export interface PaymentChoice {
  bookingId: string;
  locationId: string;
  packageId: string;
}

/**
 * Where the customer goes after paying (the booking's live page), after cancelling the payment (back
 * to checkout with their choices, where the hold is released at once), and, without Stripe, the local
 * test-payment page served by the function of that name.
 */
export function paymentUrls(choice: PaymentChoice, functionsBase: string) {
  const site = siteOrigin();
  const back = checkoutPath({
    locationId: choice.locationId,
    packageId: choice.packageId,
    cancelledBookingId: choice.bookingId,
  });
  return {
    success: `${site}${bookingRequestedPath(choice.bookingId)}`,
    cancel: `${site}${back}`,
    testPage: `${functionsBase}/testPayment?booking=${encodeURIComponent(choice.bookingId)}`,
  };
}

/**
 * The base URL of this project's HTTP functions where no request shows it (an e-mail the sweep
 * writes): the local stack gives its own as FUNCTIONS_BASE.
 */
export function functionsBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FUNCTIONS_BASE) return env.FUNCTIONS_BASE.replace(/\/$/, '');
  if (isEmulated()) throw new Error('FUNCTIONS_BASE is not set.');
  return `https://${FUNCTIONS.region}-${env.GCLOUD_PROJECT ?? ''}.cloudfunctions.net`;
}

/** The base URL of this project's HTTP functions, as the request that reached one shows it. */
export function functionsBaseOf(request: {
  protocol?: string;
  headers: Record<string, string | string[] | undefined>;
}): string {
  const project = process.env.GCLOUD_PROJECT ?? '';
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '');
  if (isEmulated()) return `${request.protocol ?? 'http'}://${host}/${project}/${FUNCTIONS.region}`;
  return `https://${FUNCTIONS.region}-${project}.cloudfunctions.net`;
}

/**
 * The same for paying the difference of a change of dates: after paying, My Bookings (which shows
 * the new dates once the webhook has moved the booking); after cancelling, the change page again.
 */
export function changePaymentUrls(bookingId: string, functionsBase: string) {
  const site = siteOrigin();
  return {
    success: `${site}${PATHS.myBookings}`,
    cancel: `${site}${changeDatesPath(bookingId)}`,
    testPage: `${functionsBase}/testPayment?booking=${encodeURIComponent(bookingId)}`,
  };
}

/**
 * The same for a gift voucher: after paying, the gift vouchers page thanks the buyer (the webhook
 * issues the voucher); after cancelling, the page again.
 */
export function giftPaymentUrls(orderId: string, functionsBase: string) {
  const site = siteOrigin();
  return {
    success: `${site}${giftVouchersPath({ paidOrderId: orderId })}`,
    cancel: `${site}${PATHS.giftVouchers}`,
    testPage: `${functionsBase}/testPayment?giftOrder=${encodeURIComponent(orderId)}`,
  };
}
