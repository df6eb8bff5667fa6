import { useId, type Ref } from 'react';
import { RATINGS, StarShape } from './stars.tsx';

export interface StarRatingFieldProps {
  name: string;
  /** The rating chosen so far (the stars fill up to it), if any. */
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur: () => void;
  /** The first star, to focus when the rating is missing. */
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * 1 to 5 stars as a group of radio buttons: Tab reaches the group, the arrow keys choose, and each
 * star is read out with its number ("4 stars"). The inputs are the browser's own, drawn as stars.
 */
export function StarRatingField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: StarRatingFieldProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
      <legend className="font-semibold text-forest-900">Your rating</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label key={rating} className="relative cursor-pointer">
            <input
              ref={rating === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 opacity-0"
            />
            <span className="block rounded-md p-1 text-ember-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-forest-700">
              <StarShape filled={value !== undefined && rating <= value} className="size-9" />
            </span>
            <span className="sr-only">{rating === 1 ? '1 star' : `${rating} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
