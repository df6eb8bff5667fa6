import type { ReviewDecision } from '@camping/domain/reviews/review';

/**
 * Publishes a review on its campground's page or hides it (`staffModerateReview`, audited); the
 * campground's count and average change with it. Firebase and zod load with the call.
 */
export async function moderateReview(bookingId: string, decision: ReviewDecision): Promise<void> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  CALLABLES.staffModerateReview.response.parse(
    await callFunction('staffModerateReview', { bookingId, decision }),
  );
}
