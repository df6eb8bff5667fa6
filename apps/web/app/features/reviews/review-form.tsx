import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { REVIEW_LIMITS, reviewRequestSchema } from '@camping/domain/reviews/review';
import { Alert } from '@camping/ui/alert';
import { TextAreaField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { useSignedInUser } from '#app/features/account/index.ts';
import { callableErrorParts, spokenMessage } from '#app/shared/callable-error.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { submitReview } from './review-calls.ts';
import { myReviewsQuery } from './reviews-queries.ts';
import { StarRatingField } from './star-rating-field.tsx';

const count = (n: number) => n.toLocaleString('en-AU');

export interface ReviewFormProps {
  bookingId: string;
  /** The review was taken: it now waits for staff. */
  onSent: () => void;
}

/**
 * The review of one completed stay: stars and up to 2,000 characters, checked with the schema the
 * function uses, sent with `submitReview`. The camper's reviews are read again once it is taken.
 */
export function ReviewForm({ bookingId, onSent }: ReviewFormProps) {
  const id = useId();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useSchemaForm(reviewRequestSchema, { bookingId, text: '' });
  const send = useMutation({
    mutationFn: submitReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myReviewsQuery(user.uid).queryKey });
      onSent();
    },
    onError: async (error) => {
      // Reviewed meanwhile (another tab): the review read again takes the form's place.
      if (callableErrorParts(error).code === 'functions/already-exists') {
        await queryClient.invalidateQueries({ queryKey: myReviewsQuery(user.uid).queryKey });
        return;
      }
      setError('root.send', {
        message: spokenMessage(
          error,
          'We could not send your review. Check your connection and try again.',
        ),
      });
    },
  });
  const submit = handleSubmit((review) => send.mutate(review));
  const { field: rating } = useController({ control, name: 'rating' });
  const length = (watch('text') ?? '').length;

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-forest-900">
        How was your stay?
      </h2>
      <StarRatingField
        name={rating.name}
        value={rating.value}
        onChange={rating.onChange}
        onBlur={rating.onBlur}
        inputRef={rating.ref}
        error={errors.rating?.message}
      />
      <TextAreaField
        label="Your review (optional)"
        rows={6}
        hint={`${count(length)} of ${count(REVIEW_LIMITS.textLength)} characters. We show your first name with it.`}
        error={errors.text?.message}
        {...register('text')}
      />
      {errors.root?.send && <Alert>{errors.root.send.message}</Alert>}
      <SubmitButton submitting={send.isPending} submittingLabel="Sending…">
        Send review
      </SubmitButton>
    </form>
  );
}
