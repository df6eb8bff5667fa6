import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  reviewDocumentSchema,
  reviewSummaryDocumentSchema,
} from '@camping/domain/firestore/documents';
import { reviewDoc, reviewSummaryDoc } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';

/**
 * Callable (staff): publishes a review (it shows on its campground's page) or hides it. The
 * campground's count and total of published stars change in the same atomic update, with the audit
 * entry, so the average shown always matches the reviews shown.
 */
export const staffModerateReview = defineCallable(
  'staffModerateReview',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ bookingId, decision }, call) => {
    const status = decision === 'publish' ? 'published' : 'hidden';
    await atomicUpdate(db, async (update) => {
      const reviewRef = db.doc(reviewDoc(bookingId));
      const reviewSnap = await update.get(reviewRef);
      if (!reviewSnap.exists) {
        throw new HttpsError('not-found', 'There is no review of that stay.');
      }
      const review = reviewDocumentSchema.parse(reviewSnap.data());
      if (review.status === status) return;
      const summaryRef = db.doc(reviewSummaryDoc(review.locationId));
      const summarySnap = await update.get(summaryRef);
      const summary = summarySnap.exists
        ? reviewSummaryDocumentSchema.parse(summarySnap.data())
        : { count: 0, ratingTotal: 0 };
      const change = status === 'published' ? 1 : review.status === 'published' ? -1 : 0;
      update.replace(summaryRef, {
        count: summary.count + change,
        ratingTotal: summary.ratingTotal + change * review.rating,
      });
      update.update(reviewRef, { status, moderatedAt: FieldValue.serverTimestamp() });
      recordAudit(update, call, {
        action: `staffModerateReview.${decision}`,
        target: reviewRef.path,
        before: { status: review.status },
        after: { status },
      });
    });
    return { saved: true };
  },
);
