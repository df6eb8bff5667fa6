// What other features use of reviews: a stay's review in My Bookings, how a review is shown (the
// staff area), and a campground's reviews.
export { StayReview } from './stay-review.tsx';
export { REVIEW_STATUS_WORDS } from './review-shapes.ts';
export { Stars } from './stars.tsx';
export { CampgroundReviewsSection } from './campground-reviews-section.tsx';
export type { CampgroundReviews } from './review-shapes.ts';
