import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CancellationPreview } from '@camping/domain/booking/checkout';
import { customerCancellationRefusal } from '@camping/domain/booking/customer-cancellation';
import { daysBeforeArrival } from '@camping/domain/booking/stay-rules';
import { cancellationRefund } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { pricingSettingsDocumentSchema } from '@camping/domain/firestore/documents';
import { storedBooking, type StoredBooking } from './booking-transition.ts';

/**
 * The customer's own booking, or `not-found` (also for someone else's: whether a booking exists is
 * nobody else's business).
 */
export function ownBooking(snap: DocumentSnapshot, uid: string): StoredBooking {
  if (!snap.exists || snap.get('userId') !== uid) {
    throw new HttpsError('not-found', 'There is no such booking in your account.');
  }
  return storedBooking(snap);
}

/**
 * What cancelling now refunds: the cancellation tier for the whole days left before arrival
 * (Sydney), applied to what was paid and not yet refunded. Refuses a booking that cannot be
 * cancelled with why.
 */
export function previewOf(
  booking: StoredBooking,
  pricingSnap: DocumentSnapshot | undefined,
  today: IsoDate,
): CancellationPreview {
  const refusal = customerCancellationRefusal(booking, today);
  if (refusal) throw new HttpsError('failed-precondition', refusal);
  const days = daysBeforeArrival(today, booking.arrival);
  const paidCents = Math.max(
    0,
    (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0),
  );
  const tiers = pricingSnap?.exists
    ? pricingSettingsDocumentSchema.parse(pricingSnap.data()).cancellationTiers
    : [{ daysBeforeArrival: 0, refundPercent: 0 }];
  const { refundPercent, refundCents } = cancellationRefund(paidCents, days, tiers);
  return { bookingId: booking.id, paidCents, refundPercent, refundCents, daysBeforeArrival: days };
}
