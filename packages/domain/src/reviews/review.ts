import { documentIdSchema, isWellFormedText, WELL_FORMED_TEXT_MESSAGE } from '../fields.ts';
import { z } from '../zod.ts';

export const REVIEW_LIMITS = { textLength: 2_000, reviewsPerPage: 10 } as const;

const bookingIdSchema = documentIdSchema('Say which stay.', 'That is not a booking reference.');

/** The payload of `submitReview`: stars for a completed stay, and what the camper wants to say. */
export const reviewRequestSchema = z
  .object({
    bookingId: bookingIdSchema,
    rating: z
      .number({ message: 'Choose from 1 to 5 stars.' })
      .int('Choose from 1 to 5 stars.')
      .min(1, 'Choose from 1 to 5 stars.')
      .max(5, 'Choose from 1 to 5 stars.'),
    text: z
      .string({ message: 'Write your review as text.' })
      .trim()
      .max(
        REVIEW_LIMITS.textLength,
        `Keep your review to ${REVIEW_LIMITS.textLength.toLocaleString('en-AU')} characters or fewer.`,
      )
      .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE)
      .default(''),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const submitReviewResponseSchema = z.object({
  bookingId: z.string(),
  status: z.literal('pending'),
});

/** Staff publish a review (it shows on its campground's page) or hide it. */
export const REVIEW_DECISIONS = ['publish', 'hide'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const staffModerateReviewSchema = z
  .object({
    bookingId: bookingIdSchema,
    decision: z.enum(REVIEW_DECISIONS, { message: 'Choose publish or hide.' }),
  })
  .strict();

/** Why a stay cannot be reviewed yet: it is not completed. */
export const REVIEW_NOT_YET = 'You can review a stay once it is over and our crew has packed up.';

/** What a review shows of its writer: their first name only. */
export function reviewerName(displayName: string | undefined | null): string {
  const first = displayName?.trim().split(/\s+/)[0];
  return first ? first.slice(0, 40) : 'A camper';
}

/** A campground's reviews at a glance: how many are published, and their average to one decimal. */
export function ratingSummary(summary: { count: number; ratingTotal: number }) {
  if (summary.count <= 0) return { count: 0, average: null };
  return {
    count: summary.count,
    average: Math.round((summary.ratingTotal / summary.count) * 10) / 10,
  };
}
