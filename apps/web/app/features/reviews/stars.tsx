export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={`inline-flex text-ember-600 ${className}`}
    >
      {RATINGS.map((star) => (
        <StarShape key={star} filled={star <= Math.round(rating)} />
      ))}
    </span>
  );
}

export function StarShape({
  filled,
  className = 'size-5',
}: {
  filled: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />
    </svg>
  );
}
