import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

const loadReviews = () => import('./reviews-firestore.ts');

/** The signed-in camper's own reviews by booking, whatever their state. */
export function myReviewsQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserReviews(uid),
    queryFn: async () => (await loadReviews()).fetchMyReviews(uid),
  });
}

/**
 * A campground's newest published reviews with their count and average: pre-rendered with its page
 * (prerender-query-client.ts), read again once the page has hydrated.
 */
export function campgroundReviewsQuery(locationId: string) {
  return queryOptions({
    queryKey: queryKeys.getLocationReviews(locationId),
    queryFn: async () => (await loadReviews()).fetchCampgroundReviews(locationId),
  });
}
