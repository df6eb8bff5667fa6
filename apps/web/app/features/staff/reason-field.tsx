import { useId } from 'react';
import { STAFF_LIMITS } from '@camping/domain/staff/staff-requests';
import { fieldClass } from './staff-styles.ts';

/**
 * What is wrong with a reason a staff member typed: missing (`missing` says why it is needed) or
 * too long; null when it will do.
 */
export function reasonProblemOf(reason: string, missing: string | null): string | null {
  if (missing && reason === '') return missing;
  return reason.length > STAFF_LIMITS.reasonLength
    ? `Keep the reason to ${STAFF_LIMITS.reasonLength} characters or fewer.`
    : null;
}

/**
 * The reason of a staff action in its dialog, read from the form as `reason`: its label, a hint of
 * where the reason goes, and the problem found when it was sent.
 */
export function ReasonField({
  label,
  hint,
  required,
  problem,
}: {
  label: string;
  hint: string;
  required: boolean;
  problem: string | null;
}) {
  const id = useId();
  const [reasonId, hintId, errorId] = [`${id}-reason`, `${id}-hint`, `${id}-error`];
  return (
    <div className="space-y-1">
      <label htmlFor={reasonId} className="block font-semibold text-stone-800">
        {label}
      </label>
      <p id={hintId} className="text-sm text-stone-700">
        {hint}
      </p>
      <textarea
        id={reasonId}
        name="reason"
        rows={3}
        maxLength={STAFF_LIMITS.reasonLength}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
        className={`${fieldClass} w-full`}
      />
      {problem && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
