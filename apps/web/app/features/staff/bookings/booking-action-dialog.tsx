import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import {
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { describeStay } from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { ReasonField, reasonProblemOf } from '../reason-field.tsx';
import { updateBooking } from '../staff-calls.ts';

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
    const problem = reasonProblemOf(reason, reasonRequired ? REASON_REQUIRED : null);
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
      <ReasonField
        label={`Reason for the customer ${reasonRequired ? '(required)' : '(optional)'}`}
        hint="We e-mail this reason to the customer with the news."
        required={reasonRequired}
        problem={reasonProblem}
      />
    </ConfirmDialog>
  );
}
