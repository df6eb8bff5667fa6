import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { monthOf, type IsoDate } from '@camping/domain/dates/calendar';
import type { ReviewDocument } from '@camping/domain/firestore/documents';
import { bookingDoc, reviewDoc, userDoc } from '@camping/domain/firestore/paths';
import { REVIEW_NOT_YET, reviewerName } from '@camping/domain/reviews/review';
import { ownBooking } from '../bookings/cancellation.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

/** What is written: the server sets the time. */
type ReviewWrite = Omit<ReviewDocument, 'createdAt'> & { createdAt: FieldValue };

/**
 * Callable: the customer of a completed stay reviews it, once (the review's id is the booking's, so a
 * second review of the same stay is refused whatever the timing). It waits for staff to publish it,
 * shown with the writer's first name.
 */
export const submitReview = defineCallable(
  'submitReview',
  { requireSignIn: 'Log in to review your stay.', rateLimit: RATE_LIMITS.submitReview },
  async ({ bookingId, rating, text }, call) => {
    const uid = call.auth.uid;
    await atomicUpdate(db, async (update) => {
      const [bookingSnap, reviewSnap, profileSnap] = await update.getAll(
        db.doc(bookingDoc(bookingId)),
        db.doc(reviewDoc(bookingId)),
        db.doc(userDoc(uid)),
      );
      const booking = ownBooking(bookingSnap!, uid);
      if (booking.status !== 'completed') {
        throw new HttpsError('failed-precondition', REVIEW_NOT_YET);
      }
      if (reviewSnap!.exists) {
        throw new HttpsError('already-exists', 'You have already reviewed this stay. Thank you!');
      }
      update.create(db.doc(reviewDoc(bookingId)), {
        bookingId,
        userId: uid,
        locationId: booking.locationId,
        rating,
        text,
        firstName: reviewerName(profileSnap!.get('displayName') as string | undefined),
        stayMonth: monthOf(booking.arrival as IsoDate),
        status: 'pending',
        createdAt: FieldValue.serverTimestamp(),
      } satisfies ReviewWrite);
    });
    return { bookingId, status: 'pending' as const };
  },
);
