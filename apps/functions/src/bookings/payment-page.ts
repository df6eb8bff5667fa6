import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { paymentProvider, type PaymentPage } from '../payments/payment-provider.ts';
import { paymentUrls } from '../payments/payment-urls.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { paidInFullByVoucher, requestPaidByVoucher } from '../vouchers/voucher-paid.ts';
import { storedBooking, transitionBooking, type StoredBooking } from './booking-transition.ts';

/** What the payment page of a hold shows besides the booking: names, and who pays. */
export interface PayingFor {
  locationName: string;
  packageName: string;
  customerEmail: string | undefined;
  /** The base URL of the HTTP functions (the local test-payment page is one). */
  functionsBase: string;
}

const HOLD_ENDED = 'This checkout has ended and its dates were released. Choose your stay again.';

/**
 * Where the customer pays for a held booking: its payment page while the hold lasts (a new one if
 * the provider's expired first), started now if it has none; the booking's own page once paid. A
 * payment that cannot be started releases the hold (nothing was charged) and says to try again.
 */
export async function paymentPageOf(
  db: Firestore,
  booking: StoredBooking,
  payingFor: PayingFor,
  now: Date = new Date(),
): Promise<string> {
  const urls = paymentUrls(
    { bookingId: booking.id, locationId: booking.locationId, packageId: booking.packageId },
    payingFor.functionsBase,
  );
  if (booking.payment?.paidCents) return urls.success;
  const holdEnd = Date.parse(booking.holdExpiresAt ?? '');
  if (booking.status !== 'pending_payment' || !(holdEnd > now.getTime())) {
    throw new HttpsError('failed-precondition', HOLD_ENDED, { reason: 'ended' });
  }
  if (paidInFullByVoucher(booking)) {
    await requestPaidByVoucher(db, booking);
    return urls.success;
  }
  const payable = {
    id: booking.id,
    arrival: booking.arrival as IsoDate,
    departure: booking.departure as IsoDate,
    locationName: payingFor.locationName,
    packageName: payingFor.packageName,
    quote: booking.quote!,
    holdExpiresAtSeconds: Math.floor(holdEnd / 1000),
    customerEmail: payingFor.customerEmail,
    voucherCents: booking.voucher?.cents ?? 0,
  };
  const provider = paymentProvider();
  const { checkoutSessionId, paymentUrl } = booking.payment ?? {};
  if (checkoutSessionId && paymentUrl) {
    let page: PaymentPage | null;
    try {
      page = await provider.reopenPayment(payable, { checkoutSessionId, paymentUrl }, urls);
    } catch (error) {
      logger.error('Could not open the payment page again.', { bookingId: booking.id, error });
      throw new HttpsError(
        'unavailable',
        'We could not open the payment page. Your dates are still held: try again in a minute.',
      );
    }
    if (!page) return urls.success;
    if (page.checkoutSessionId !== checkoutSessionId) {
      await db.doc(bookingDoc(booking.id)).update({
        'payment.checkoutSessionId': page.checkoutSessionId,
        'payment.paymentUrl': page.paymentUrl,
        updatedAt: now.toISOString(),
      });
    }
    return page.paymentUrl;
  }
  try {
    const payment = await provider.startPayment(payable, urls);
    await db.doc(bookingDoc(booking.id)).update({
      payment: { method: provider.method, ...payment, paidCents: 0, refundedCents: 0 },
    });
    return payment.paymentUrl;
  } catch (error) {
    logger.error('Could not start a payment; releasing the hold.', {
      bookingId: booking.id,
      error,
    });
    await atomicUpdate(db, async (transaction) => {
      const current = storedBooking(await transaction.get(db.doc(bookingDoc(booking.id))));
      if (current.status === 'pending_payment' && !current.payment) {
        transitionBooking(db, transaction, current, 'cancelled', {
          by: 'system',
          note: 'The payment could not be started.',
        });
      }
    });
    throw new HttpsError(
      'unavailable',
      'We could not start the payment, and nothing was charged. Try again in a minute.',
    );
  }
}
