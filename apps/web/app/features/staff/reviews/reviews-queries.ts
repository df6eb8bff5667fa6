import { newestFirstQuery } from '../newest-first-queries.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';
import type { ReviewList } from './reviews-firestore.ts';

/** Reviews waiting for staff, or those published or hidden: newest first, a page at a time. */
export const reviewsQuery = (list: ReviewList) =>
  newestFirstQuery(staffQueryKeys.staffReviews(list), async (cursor) =>
    (await import('./reviews-firestore.ts')).fetchReviewsPage(list, cursor),
  );
