import { lazy, Suspense } from 'react';
import { PageSection } from '#app/shared/page-section.tsx';

// Its code loads after the page's: the pre-rendered reviews stay as they are until it hydrates them.
const CampgroundReviews = lazy(() => import('./campground-reviews.tsx'));

/** The campground page's reviews: the average, the count, and the newest first. */
export function CampgroundReviewsSection({ locationId }: { locationId: string }) {
  return (
    <PageSection id="reviews" title="What campers say">
      <Suspense fallback={<p role="status">Loading reviews…</p>}>
        <CampgroundReviews locationId={locationId} />
      </Suspense>
    </PageSection>
  );
}
