import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { useSignedInUser } from '#app/features/account/index.ts';
import { textLink } from '#app/shared/styles.ts';
import { REVIEW_STATUS_WORDS } from './review-shapes.ts';
import { myReviewsQuery } from './reviews-queries.ts';
import { Stars } from './stars.tsx';

// Built from the route's pattern here: reviewPath (packages/domain, for the after-stay e-mail) would
// put one more helper in every page's first load (ADR 0005).
const reviewLink = (bookingId: string) =>
  PATHS.review.replace(':bookingId', encodeURIComponent(bookingId));

/**
 * Under a completed stay in My Bookings: "Review your stay" until the camper has, then their stars
 * and what became of the review. Nothing while their reviews load or if they cannot be read.
 */
export function StayReview({ bookingId, where }: { bookingId: string; where: string }) {
  const user = useSignedInUser();
  const reviews = useQuery(myReviewsQuery(user.uid));
  if (!reviews.data) return null;
  const review = reviews.data.find((candidate) => candidate.bookingId === bookingId);
  if (!review) {
    return (
      <Link to={reviewLink(bookingId)} className={secondaryButton}>
        Review your stay<span className="sr-only"> at {where}</span>
      </Link>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>Your review:</span>
      <Stars rating={review.rating} />
      <span className="font-semibold">{REVIEW_STATUS_WORDS[review.status]}</span>
      <Link to={reviewLink(bookingId)} className={textLink}>
        See your review<span className="sr-only"> of {where}</span>
      </Link>
    </p>
  );
}
