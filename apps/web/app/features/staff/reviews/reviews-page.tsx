import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReviewDecision } from '@camping/domain/reviews/review';
import { staffBookingPath } from '@camping/domain/site/staff-paths';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { useCatalogueNames } from '#app/features/bookings/index.ts';
import { REVIEW_STATUS_WORDS, Stars } from '#app/features/reviews/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { textLink } from '#app/shared/styles.ts';
import { formatInstant } from '../format-instant.ts';
import { NewestFirstList } from '../newest-first-list.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { staffQueryKeys } from '../staff-query-keys.ts';
import { moderateReview } from './review-calls.ts';
import type { ReviewList, StaffReview } from './reviews-firestore.ts';
import { reviewsQuery } from './reviews-queries.ts';

const monthFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What staff may do with a review in each state. */
const DECISIONS: Record<StaffReview['status'], ReviewDecision[]> = {
  pending: ['publish', 'hide'],
  published: ['hide'],
  hidden: ['publish'],
};

function ReviewItem({ review }: { review: StaffReview }) {
  const queryClient = useQueryClient();
  const { locationName } = useCatalogueNames();
  const where = locationName(review.locationId);
  const moderate = useMutation({
    mutationFn: (decision: ReviewDecision) => moderateReview(review.bookingId, decision),
    onSuccess: async (_, decision) => {
      showToast({
        severity: 'success',
        summary:
          decision === 'publish'
            ? `${review.firstName}'s review now shows on the page of ${where}.`
            : `${review.firstName}'s review is hidden.`,
      });
      await Promise.all(
        (['waiting', 'moderated'] as const).map((list) =>
          queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffReviews(list) }),
        ),
      );
    },
    onError: (error) =>
      showToast({
        severity: 'error',
        summary: spokenMessage(error, 'We could not save that. Please try again.'),
      }),
  });
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-forest-900">
          {review.firstName} at {where}
        </h3>
        <p className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-forest-900">
          {REVIEW_STATUS_WORDS[review.status]}
        </p>
      </div>
      <Stars rating={review.rating} />
      {review.text ? (
        <p className="whitespace-pre-wrap wrap-anywhere">{review.text}</p>
      ) : (
        <p className="text-stone-700">Stars only, no text.</p>
      )}
      <p className="text-sm text-stone-700">
        Stayed in {monthFormat.format(new Date(`${review.stayMonth}-01T00:00:00Z`))}, written{' '}
        <time dateTime={review.createdAt.toDate().toISOString()}>
          {formatInstant(review.createdAt.toDate())}
        </time>
        .{' '}
        <Link to={staffBookingPath(review.bookingId)} className={textLink}>
          See the booking<span className="sr-only"> of {review.firstName}</span>
        </Link>
      </p>
      <div className="flex flex-wrap gap-3">
        {DECISIONS[review.status].map((decision) => (
          <LoadingButton
            key={decision}
            type="button"
            loading={moderate.isPending && moderate.variables === decision}
            loadingLabel="Saving…"
            disabled={moderate.isPending}
            onClick={() => moderate.mutate(decision)}
          >
            {decision === 'publish' ? 'Publish' : 'Hide'}
            <span className="sr-only"> the review of {review.firstName}</span>
          </LoadingButton>
        ))}
      </div>
    </article>
  );
}

function Reviews({ list, title }: { list: ReviewList; title: string }) {
  const reviews = useInfiniteQuery(reviewsQuery(list));
  return (
    <CardSection title={title}>
      <NewestFirstList
        list={reviews}
        what={list === 'waiting' ? 'reviews waiting' : 'reviews'}
        renderItem={(review) => <ReviewItem review={review} />}
      />
    </CardSection>
  );
}

/** Campers' reviews: the new ones, waiting for staff to publish or hide them, then the rest. */
export default function ReviewsPage() {
  return (
    <>
      <StaffPageTitle title="Reviews" />
      <Reviews list="waiting" title="Waiting for staff" />
      <Reviews list="moderated" title="Published and hidden" />
    </>
  );
}
