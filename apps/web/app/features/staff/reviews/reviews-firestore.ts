import { where } from 'firebase/firestore/lite';
import { reviewDocumentSchema, type ReviewDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { readNewestFirst, type PageCursor } from '../newest-first-pages.ts';

export type StaffReview = ReviewDocument & { id: string };

/** Reviews waiting for staff, or the ones staff have published or hidden. */
export type ReviewList = 'waiting' | 'moderated';

const STATUSES: Record<ReviewList, ReviewDocument['status'][]> = {
  waiting: ['pending'],
  moderated: ['published', 'hidden'],
};

export const REVIEWS_PAGE_SIZE = 20;

/** A page of reviews in `list`, newest first. */
export function fetchReviewsPage(list: ReviewList, cursor: PageCursor | null) {
  return readNewestFirst<StaffReview>({
    collectionName: COLLECTIONS.reviews,
    timeField: 'createdAt',
    filters: [where('status', 'in', STATUSES[list])],
    cursor,
    pageSize: REVIEWS_PAGE_SIZE,
    parse: (id, data) => ({ id, ...reviewDocumentSchema.parse(data) }),
  });
}
