import type { ShownReview } from './review-shapes.ts';
import { REVIEW_STATUS_WORDS } from './review-shapes.ts';
import { Stars } from './stars.tsx';

/** What each state means to the person who wrote the review. */
const WHAT_IT_MEANS: Record<ShownReview['status'], string> = {
  pending: 'Our team reads every review before it shows on the campground page.',
  published: 'It shows on the campground page with your first name.',
  hidden: 'Our team decided not to show it on the campground page.',
};

/** A camper's own review, with its state in words. */
export function YourReview({ review }: { review: ShownReview }) {
  return (
    <section aria-labelledby="your-review-heading" className="card space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-review-heading" className="text-xl font-bold text-forest-900">
          Your review
        </h2>
        <p className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-forest-900">
          {REVIEW_STATUS_WORDS[review.status]}
        </p>
      </div>
      <Stars rating={review.rating} />
      {review.text && <p className="whitespace-pre-wrap wrap-anywhere">{review.text}</p>}
      <p className="text-stone-700">{WHAT_IT_MEANS[review.status]}</p>
    </section>
  );
}
