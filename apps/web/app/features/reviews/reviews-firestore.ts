import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  reviewDocumentSchema,
  reviewSummaryDocumentSchema,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS, reviewDoc, reviewSummaryDoc } from '@camping/domain/firestore/paths';
import { ratingSummary, REVIEW_LIMITS } from '@camping/domain/reviews/review';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';
import type { CampgroundReviews, ShownReview } from './review-shapes.ts';

// Loaded only through dynamic import(), like the rest of Firebase. firestore.rules let anyone read
// published reviews and the summaries, and each camper their own reviews.

function shown(document: QueryDocumentSnapshot): ShownReview {
  const review = reviewDocumentSchema.parse(document.data());
  return {
    id: document.id,
    bookingId: review.bookingId,
    userId: review.userId,
    locationId: review.locationId,
    rating: review.rating,
    text: review.text,
    firstName: review.firstName,
    stayMonth: review.stayMonth,
    status: review.status,
    createdAt: review.createdAt.toDate().toISOString(),
  };
}

/** The signed-in camper's own reviews, whatever their state. */
export async function fetchMyReviews(uid: string): Promise<ShownReview[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite(), COLLECTIONS.reviews), where('userId', '==', uid)),
  );
  return snapshot.docs.map(shown);
}

/** A page of a campground's published reviews, newest first, after the review `afterId`. */
export async function fetchPublishedReviews(
  locationId: string,
  afterId: string | null,
): Promise<{ reviews: ShownReview[]; more: boolean }> {
  const db = firestoreLite();
  const pageSize = REVIEW_LIMITS.reviewsPerPage;
  const after = afterId ? await getDoc(doc(db, reviewDoc(afterId))) : null;
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.reviews),
      where('locationId', '==', locationId),
      where('status', '==', 'published'),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      // One more than a page, to know whether another follows.
      limit(pageSize + 1),
    ),
  );
  return {
    reviews: snapshot.docs.slice(0, pageSize).map(shown),
    more: snapshot.docs.length > pageSize,
  };
}

/** A campground's first page of published reviews with their count and average (its summary). */
export async function fetchCampgroundReviews(locationId: string): Promise<CampgroundReviews> {
  const [summary, page] = await Promise.all([
    getDoc(doc(firestoreLite(), reviewSummaryDoc(locationId))),
    fetchPublishedReviews(locationId, null),
  ]);
  const totals = summary.exists()
    ? reviewSummaryDocumentSchema.parse(summary.data())
    : { count: 0, ratingTotal: 0 };
  return { ...ratingSummary(totals), ...page };
}
