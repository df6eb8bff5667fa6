import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_LIMITS } from '@camping/domain/reviews/review';
import { LoadingButton } from '@camping/ui/loading-button';
import { queryKeys } from '#app/shared/query-keys.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import type { ShownReview } from './review-shapes.ts';
import { campgroundReviewsQuery } from './reviews-queries.ts';
import { Stars } from './stars.tsx';

const monthFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const reviewsCount = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

function ReviewItem({ review }: { review: ShownReview }) {
  return (
    <li className="card space-y-2 p-5">
      <Stars rating={review.rating} />
      {review.text && <p className="whitespace-pre-wrap wrap-anywhere">{review.text}</p>}
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-forest-900">{review.firstName}</span>, stayed in{' '}
        {monthFormat.format(new Date(`${review.stayMonth}-01T00:00:00Z`))}
      </p>
    </li>
  );
}

/**
 * The older reviews, after the first page, read only once asked for ("Show more reviews"), each page
 * after the last review shown.
 */
function useOlderReviews(locationId: string, lastShown: string | undefined) {
  const [asked, setAsked] = useState(false);
  const older = useInfiniteQuery({
    queryKey: queryKeys.getMoreLocationReviews(locationId),
    queryFn: async ({ pageParam }) =>
      (await import('./reviews-firestore.ts')).fetchPublishedReviews(locationId, pageParam),
    initialPageParam: lastShown ?? null,
    getNextPageParam: (page) => (page.more ? (page.reviews.at(-1)?.id ?? null) : null),
    enabled: asked,
  });
  return {
    reviews: older.data?.pages.flatMap((page) => page.reviews) ?? [],
    loading: older.isFetching,
    failed: older.isError,
    more: older.data ? older.hasNextPage : undefined,
    showMore: () => (asked ? void older.fetchNextPage() : setAsked(true)),
  };
}

/**
 * A campground's published reviews, newest first, a page at a time, with their average and count
 * (kept in its review summary when staff publish or hide one). A part of its own, which hydrates once
 * its code arrives: the campground page's first load does not carry it.
 */
export default function CampgroundReviews({ locationId }: { locationId: string }) {
  const first = useQuery(campgroundReviewsQuery(locationId));
  const older = useOlderReviews(locationId, first.data?.reviews.at(-1)?.id);
  if (!first.data) {
    return (
      <QueryPending
        queries={[first]}
        loading="Loading reviews…"
        error="We could not load the reviews."
      />
    );
  }
  const { count, average, reviews, more } = first.data;
  if (count === 0 || average === null) {
    return (
      <p className="text-stone-700">
        No reviews yet. Stayed here with us? Tell us how it went from My Bookings.
      </p>
    );
  }
  const shown = [...reviews, ...older.reviews];
  const moreToShow = older.more ?? more;
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-3 text-lg">
        <Stars rating={average} />
        <span>
          <strong className="text-forest-900">{average.toFixed(1)}</strong> out of 5 from{' '}
          {reviewsCount(count)}
        </span>
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {older.failed && (
        <p role="alert" className="font-medium text-red-800">
          We could not load more reviews. Check your connection and try again.
        </p>
      )}
      {moreToShow && (
        <LoadingButton
          type="button"
          loading={older.loading}
          loadingLabel="Loading reviews…"
          onClick={older.showMore}
        >
          Show more reviews
        </LoadingButton>
      )}
      <p className="sr-only" aria-live="polite">
        {shown.length > REVIEW_LIMITS.reviewsPerPage
          ? `Showing ${shown.length} of ${reviewsCount(count)}.`
          : ''}
      </p>
    </div>
  );
}
