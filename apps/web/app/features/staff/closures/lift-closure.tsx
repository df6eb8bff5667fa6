import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { STAFF_LIMITS } from '@camping/domain/staff/staff-requests';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { dangerOutlineButton } from '@camping/ui/danger-button-styles';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { fieldClass } from '../staff-styles.ts';
import { liftClosure } from './closure-calls.ts';

const LIFT_REASON_REQUIRED = 'Give a reason: it is kept with the closure.';

/**
 * Lift the closure: its nights open to new bookings again. The choices already made stand, and
 * the customers still to choose keep their choice.
 */
export function LiftClosure({ closureId, onLifted }: { closureId: string; onLifted: () => void }) {
  const reasonId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lift = useMutation({
    mutationFn: (reason: string) => liftClosure({ closureId, reason }),
    onSuccess: () => {
      setOpen(false);
      showToast({ severity: 'success', summary: 'Closure lifted.' });
      onLifted();
    },
  });
  return (
    <CardSection title="Lift closure">
      <p>Open these nights to new bookings again, for example when a fire ban ends early.</p>
      <button type="button" className={dangerOutlineButton} onClick={() => setOpen(true)}>
        Lift closure
      </button>
      {open && (
        <ConfirmDialog
          title="Lift this closure?"
          confirmLabel="Lift closure"
          busyLabel="Lifting…"
          backLabel="Go back"
          busy={lift.isPending}
          error={
            lift.isError
              ? spokenMessage(
                  lift.error,
                  'We could not lift the closure. Check your connection and try again.',
                )
              : null
          }
          onConfirm={(form) => {
            const reason = String(form.get('reason') ?? '').trim();
            setProblem(reason === '' ? LIFT_REASON_REQUIRED : null);
            if (reason !== '') lift.mutate(reason);
          }}
          onClose={() => setOpen(false)}
        >
          <p>
            The nights open to new bookings at once. Choices already made stand; customers who have
            not chosen yet can still choose.
          </p>
          <div className="space-y-1">
            <label htmlFor={reasonId} className="block font-semibold text-stone-800">
              Reason (required)
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={2}
              maxLength={STAFF_LIMITS.reasonLength}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={fieldClass}
            />
            {problem && (
              <p id={errorId} className="text-sm font-medium text-red-800">
                {problem}
              </p>
            )}
          </div>
        </ConfirmDialog>
      )}
    </CardSection>
  );
}
