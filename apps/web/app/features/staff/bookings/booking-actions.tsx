import { useEffect, useRef, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import {
  STAFF_BOOKING_ACTIONS,
  staffActionsFor,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { primaryButton } from '@camping/ui/button-styles';
import { dangerOutlineButton } from '@camping/ui/danger-button-styles';
import { showToast } from '@camping/ui/toaster';
import { CardSection } from '#app/shared/card-section.tsx';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { BookingActionDialog } from './booking-action-dialog.tsx';

const PAST_TENSE: Record<StaffBookingAction, string> = {
  confirm: 'Booking confirmed',
  decline: 'Booking declined',
  cancel: 'Booking cancelled',
  release: 'Hold released',
  complete: 'Booking marked completed',
};

/** What staff can do to the booking now, each asked in a dialog with the reason for the customer. */
export function BookingActions({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<StaffBookingAction | null>(null);
  const [actionsDone, setActionsDone] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog goes with the change it made (a confirmed booking has no
  // "Confirm"): focus goes to the actions' heading, from where the next ones follow.
  useEffect(() => {
    if (actionsDone > 0) heading.current?.focus();
  }, [actionsDone]);
  const allowed = staffActionsFor(booking.status);
  return (
    <CardSection title="Actions" headingRef={heading}>
      {allowed.length === 0 ? (
        <p>
          Nothing more can be done: this booking is{' '}
          {STAFF_STATUS_LABELS[booking.status].toLowerCase()}.
        </p>
      ) : (
        <div className="flex flex-wrap gap-3 print:hidden">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setOpen(action)}
              className={
                STAFF_BOOKING_ACTIONS[action].fullRefund ? dangerOutlineButton : primaryButton
              }
            >
              {STAFF_BOOKING_ACTIONS[action].label}
            </button>
          ))}
        </div>
      )}
      {open && (
        <BookingActionDialog
          booking={booking}
          action={open}
          onClose={() => setOpen(null)}
          onRefused={onChanged}
          onDone={({ refundCents }) => {
            setOpen(null);
            setActionsDone((done) => done + 1);
            showToast({
              severity: 'success',
              summary: `${PAST_TENSE[open]}.`,
              detail:
                refundCents > 0
                  ? `We are refunding ${formatAud(refundCents)} and e-mailing the customer.`
                  : 'We are e-mailing the customer.',
            });
            onChanged();
          }}
        />
      )}
    </CardSection>
  );
}
