import { useRef, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { staffDateChangeRefusal } from '@camping/domain/booking/date-change';
import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney } from '@camping/domain/dates/calendar';
import {
  STAFF_BOOKING_ACTIONS,
  staffActionsFor,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { primaryButton, secondaryButton } from '@camping/ui/button-styles';
import { dangerOutlineButton } from '@camping/ui/danger-button-styles';
import { showToast } from '@camping/ui/toaster';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { CardSection } from '#app/shared/card-section.tsx';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { BookingActionDialog } from './booking-action-dialog.tsx';
import { ChangeDates } from './change-dates.tsx';

const PAST_TENSE: Record<StaffBookingAction, string> = {
  confirm: 'Booking confirmed',
  decline: 'Booking declined',
  cancel: 'Booking cancelled',
  release: 'Hold released',
  complete: 'Booking marked completed',
};

/** What a change of dates did, for the toast. */
function movedDetail({ refundCents, waivedCents }: { refundCents: number; waivedCents: number }) {
  if (refundCents > 0) {
    return `We are refunding ${formatAud(refundCents)} and e-mailing the customer.`;
  }
  if (waivedCents > 0) return `${formatAud(waivedCents)} waived. We are e-mailing the customer.`;
  return 'We are e-mailing the customer.';
}

/**
 * What staff can do to the booking now, each asked in a dialog with the reason for the customer;
 * and "Change dates", which opens the change below the actions.
 */
export function BookingActions({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<StaffBookingAction | null>(null);
  const [changing, setChanging] = useState(false);
  const [actionsDone, setActionsDone] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog goes with the change it made (a confirmed booking has no
  // "Confirm"): focus goes to the actions' heading, from where the next ones follow.
  useFocusOn(heading, actionsDone || null);
  const allowed = staffActionsFor(booking.status);
  const changeable = staffDateChangeRefusal(booking, todayInSydney()) === null;
  const done = () => {
    setActionsDone((count) => count + 1);
    onChanged();
  };
  return (
    <>
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
            {changeable && (
              <button
                type="button"
                aria-expanded={changing}
                onClick={() => setChanging((shown) => !shown)}
                className={secondaryButton}
              >
                Change dates
              </button>
            )}
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
              setChanging(false);
              done();
              showToast({
                severity: 'success',
                summary: `${PAST_TENSE[open]}.`,
                detail:
                  refundCents > 0
                    ? `We are refunding ${formatAud(refundCents)} and e-mailing the customer.`
                    : 'We are e-mailing the customer.',
              });
            }}
          />
        )}
      </CardSection>
      {changing && changeable && (
        <ChangeDates
          booking={booking}
          onCancel={() => {
            setChanging(false);
            heading.current?.focus();
          }}
          onMoved={(moved) => {
            setChanging(false);
            done();
            showToast({
              severity: 'success',
              summary: 'Dates changed.',
              detail: movedDetail(moved),
            });
          }}
        />
      )}
    </>
  );
}
