import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PendingDateChange } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { paymentProvider, type PaymentPage } from '../payments/payment-provider.ts';
import { changePaymentUrls } from '../payments/payment-urls.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { storedBooking, type StoredBooking } from './booking-transition.ts';
import { releaseChange } from './date-change-moves.ts';
import type { PayingFor } from './payment-page.ts';

/** Stores the payment page of a change, if the change is still the booking's. */
async function storePage(db: Firestore, bookingId: string, changeId: string, page: PaymentPage) {
  await atomicUpdate(db, async (update) => {
    const current = storedBooking(await update.get(db.doc(bookingDoc(bookingId))));
    if (current.pendingChange?.id !== changeId) return;
    update.update(db.doc(bookingDoc(bookingId)), {
      'pendingChange.payment': page,
      updatedAt: new Date().toISOString(),
    });
  });
}

/**
 * Where the customer pays the difference of a change of dates: the same payment path as checkout
 * (a Stripe Checkout Session saying it is a change, or locally the test-payment page), started now
 * or opened again. A payment that cannot be started gives the change up (nothing was charged).
 */
export async function changePaymentPageOf(
  db: Firestore,
  booking: StoredBooking & { pendingChange: PendingDateChange },
  payingFor: PayingFor,
): Promise<string> {
  const change = booking.pendingChange;
  const urls = changePaymentUrls(booking.id, payingFor.functionsBase);
  const payable = {
    id: booking.id,
    arrival: change.arrival as IsoDate,
    departure: change.departure as IsoDate,
    locationName: payingFor.locationName,
    packageName: payingFor.packageName,
    quote: change.quote,
    holdExpiresAtSeconds: Math.floor(Date.parse(change.holdExpiresAt) / 1000),
    customerEmail: payingFor.customerEmail,
    change: { id: change.id, differenceCents: change.differenceCents },
  };
  const provider = paymentProvider();
  try {
    const page = change.payment
      ? await provider.reopenPayment(payable, change.payment, urls)
      : await provider.startPayment(payable, urls);
    if (!page) return urls.success;
    if (page.checkoutSessionId !== change.payment?.checkoutSessionId) {
      await storePage(db, booking.id, change.id, page);
    }
    return page.paymentUrl;
  } catch (error) {
    logger.error('Could not start paying a change of dates; giving it up.', {
      bookingId: booking.id,
      error,
    });
    await atomicUpdate(db, async (update) => {
      const current = storedBooking(await update.get(db.doc(bookingDoc(booking.id))));
      if (current.pendingChange?.id === change.id && !change.payment) {
        releaseChange(
          db,
          update,
          current,
          'The payment of the change of dates could not be started.',
        );
      }
    });
    throw new HttpsError(
      'unavailable',
      'We could not start the payment, and nothing was charged. Your booking is as it was: try again in a minute.',
    );
  }
}
