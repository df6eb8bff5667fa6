import { bookingDoc, locationDoc, packageDoc } from '@camping/domain/firestore/paths';
import { PAYMENT_SECRETS } from '../payments/payment-provider.ts';
import { functionsBaseOf } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { ownBooking } from './cancellation.ts';
import { paymentPageOf } from './payment-page.ts';

/**
 * Callable: "Pay now" on one of my bookings awaiting payment. Answers where to pay for it while its
 * hold lasts: its payment page, a new one if the provider's expired first, or the booking's own page
 * once it is paid. A hold that ended is refused, saying to choose the stay again.
 */
export const resumeCheckout = defineCallable(
  'resumeCheckout',
  {
    requireSignIn: 'Log in to manage your bookings.',
    rateLimit: RATE_LIMITS.resumeCheckout,
    secrets: PAYMENT_SECRETS,
  },
  async ({ bookingId }, call) => {
    const booking = ownBooking(await db.doc(bookingDoc(bookingId)).get(), call.auth.uid);
    const [location, campingPackage] = await db.getAll(
      db.doc(locationDoc(booking.locationId)),
      db.doc(packageDoc(booking.packageId)),
    );
    const paymentUrl = await paymentPageOf(db, booking, {
      locationName: String(location?.get('name') ?? booking.locationId),
      packageName: String(campingPackage?.get('name') ?? booking.packageId),
      customerEmail: call.auth.token.email,
      functionsBase: functionsBaseOf(call.rawRequest),
    });
    return { bookingId: booking.id, paymentUrl };
  },
);
