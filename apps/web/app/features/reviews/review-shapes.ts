import type { ReviewDocument } from '@camping/domain/firestore/documents';

/** A review as the pages show it: its time as an ISO string, so pre-rendered pages can carry it. */
export type ShownReview = Omit<ReviewDocument, 'createdAt' | 'moderatedAt'> & {
  id: string;
  createdAt: string;
};

/** What a campground page shows of its reviews: the first page, and the count and average. */
export interface CampgroundReviews {
  count: number;
  /** To one decimal; null before any review is published. */
  average: number | null;
  reviews: ShownReview[];
  /** Whether older published reviews follow the ones here. */
  more: boolean;
}

/** A review's state, in words for the person who wrote it and for staff. */
export const REVIEW_STATUS_WORDS: Record<ReviewDocument['status'], string> = {
  pending: 'Waiting for staff',
  published: 'Published',
  hidden: 'Hidden',
};
