import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import {
  STAFF_BOOKING_ACTIONS,
  STAFF_LIMITS,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { describeStay } from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { updateBooking } from '../staff-calls.ts';
import { fieldClass } from '../staff-styles.ts';

const QUESTIONS: Record<StaffBookingAction, string> = {
  confirm: 'Confirm this booking?',
  decline: 'Decline this booking?',
  cancel: 'Cancel this booking?',
  release: 'Release this hold?',
  complete: 'Mark this booking completed?',
};

/** The contract's own sentence (staff-requests.ts), said before the server has to. */
const REASON_REQUIRED = 'Give the customer a reason: it is e-mailed to them.';

export interface BookingActionDialogProps {
  booking: Booking;
  action: StaffBookingAction;
  /** Done: the booking's new status and what was refunded. */
  onDone: (outcome: { status: string; refundCents: number }) => void;
  /** The server refused (someone else changed the booking first...): the page reads it again. */
  onRefused: () => void;
  onClose: () => void;
}

/** Asks staff to confirm an action on a booking, with the reason the customer is e-mailed. */
export function BookingActionDialog({
  booking,
  action,
  onDone,
  onRefused,
  onClose,
}: BookingActionDialogProps) {
  const reasonId = useId();
  const reasonHintId = useId();
  const reasonErrorId = useId();
  const { label, fullRefund, reasonRequired } = STAFF_BOOKING_ACTIONS[action];
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (reason: string) => updateBooking(booking.id, action, reason),
    onSuccess: onDone,
    onError: onRefused,
  });
  const paidCents = (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0);

  function submit(form: FormData) {
    const reason = String(form.get('reason') ?? '').trim();
    const problem =
      reasonRequired && reason === ''
        ? REASON_REQUIRED
        : reason.length > STAFF_LIMITS.reasonLength
          ? `Keep the reason to ${STAFF_LIMITS.reasonLength} characters or fewer.`
          : null;
    setReasonProblem(problem);
    if (!problem) update.mutate(reason);
  }

  return (
    <ConfirmDialog
      title={QUESTIONS[action]}
      confirmLabel={label}
      busyLabel="Saving…"
      backLabel="Go back"
      tone={fullRefund ? 'danger' : 'primary'}
      busy={update.isPending}
      error={
        update.isError
          ? spokenMessage(
              update.error,
              'We could not change the booking. Check your connection and try again.',
            )
          : null
      }
      onConfirm={submit}
      onClose={onClose}
    >
      <p className="text-stone-700">
        {describeStay(booking.arrival, booking.departure)}
        {booking.email && `, for ${booking.email}`}
      </p>
      {action === 'release' && (
        <p>
          The customer has not paid, so there is nothing to refund. Their dates become free for
          other customers at once.
        </p>
      )}
      {fullRefund && (
        <p>
          {paidCents > 0 ? (
            <>
              The customer gets a full refund: <strong>{formatAud(paidCents)}</strong> back to their
              card.
            </>
          ) : (
            'The customer has paid nothing to refund.'
          )}
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor={reasonId} className="block font-semibold text-stone-800">
          Reason for the customer {reasonRequired ? '(required)' : '(optional)'}
        </label>
        <p id={reasonHintId} className="text-sm text-stone-700">
          We e-mail this reason to the customer with the news.
        </p>
        <textarea
          id={reasonId}
          name="reason"
          rows={3}
          maxLength={STAFF_LIMITS.reasonLength}
          required={reasonRequired}
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={`${reasonHintId}${reasonProblem ? ` ${reasonErrorId}` : ''}`}
          className={`${fieldClass} w-full`}
        />
        {reasonProblem && (
          <p id={reasonErrorId} className="text-sm font-medium text-red-800">
            {reasonProblem}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
