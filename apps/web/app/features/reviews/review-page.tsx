import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { REVIEW_NOT_YET } from '@camping/domain/reviews/review';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { useSignedInUser } from '#app/features/account/index.ts';
import {
  describeStay,
  useCatalogueNames,
  USER_BOOKINGS_ERROR,
  userBookingsQuery,
} from '#app/features/bookings/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { ReviewForm } from './review-form.tsx';
import { myReviewsQuery } from './reviews-queries.ts';
import { YourReview } from './your-review.tsx';

const backToBookings = (
  <Link to={PATHS.myBookings} className={textLink}>
    Back to My Bookings
  </Link>
);

/** The review of one of the signed-in camper's stays: the form, or the review they wrote. */
function ReviewOfStay({ bookingId }: { bookingId: string }) {
  const user = useSignedInUser();
  const bookings = useQuery(userBookingsQuery(user.uid));
  const reviews = useQuery(myReviewsQuery(user.uid));
  const { locationName } = useCatalogueNames();
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useFocusOn(thanks, sent);

  if (bookings.isPending || reviews.isPending) return <p role="status">Loading your stay…</p>;
  if (bookings.isError || reviews.isError) {
    return (
      <QueryError
        message={bookings.isError ? USER_BOOKINGS_ERROR : 'We could not load your reviews.'}
        onRetry={() => void Promise.all([bookings.refetch(), reviews.refetch()])}
        retrying={bookings.isFetching || reviews.isFetching}
      />
    );
  }
  const booking = bookings.data.find((candidate) => candidate.id === bookingId);
  if (!booking) {
    return (
      <div className="space-y-4">
        <p>We could not find this stay among your bookings.</p>
        {backToBookings}
      </div>
    );
  }
  const review = reviews.data.find((candidate) => candidate.bookingId === bookingId);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-lg font-bold text-forest-900">{locationName(booking.locationId)}</p>
        <p className="text-stone-700">{describeStay(booking.arrival, booking.departure)}</p>
      </div>
      {sent && (
        <p
          ref={thanks}
          role="status"
          tabIndex={-1}
          className="rounded-md bg-forest-50 p-4 font-medium text-forest-900"
        >
          Thanks, {user.displayName?.split(' ')[0] || 'camper'}. We show your review on the
          campground page once our team has read it.
        </p>
      )}
      {review ? (
        <YourReview review={review} />
      ) : booking.status === 'completed' ? (
        <ReviewForm bookingId={booking.id} onSent={() => setSent(true)} />
      ) : (
        <p>{REVIEW_NOT_YET}</p>
      )}
      {backToBookings}
    </div>
  );
}

export default function ReviewPage() {
  const { bookingId = '' } = useParams();
  return (
    <>
      <PageMeta title={pageTitle('Review your stay')} />
      <ReviewOfStay bookingId={bookingId} />
    </>
  );
}
