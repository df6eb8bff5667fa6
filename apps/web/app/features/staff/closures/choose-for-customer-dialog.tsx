import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import type { ClosureChoiceKind } from '@camping/domain/closures/booking-closure';
import { closureCreditCents } from '@camping/domain/closures/closure';
import {
  CHOICE_REASON_REQUIRED,
  type ClosureChoiceResponse,
} from '@camping/domain/closures/closure-requests';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { STAFF_LIMITS } from '@camping/domain/staff/staff-requests';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { Dialog, DIALOG_BACK } from '@camping/ui/dialog';
import { LoadingButton } from '@camping/ui/loading-button';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import {
  ClosureMoveSection,
  describeStay,
  useClosureMove,
  type ClosureMoveSetup,
} from '#app/features/bookings/index.ts';
import { locationsQuery } from '#app/features/catalogue/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { fieldClass } from '../staff-styles.ts';
import { chooseForCustomer } from './closure-calls.ts';

const ACTIONS: Record<ClosureChoiceKind, string> = {
  move: 'Move the stay',
  credit: 'Give the credit',
  refund: 'Refund in full',
};

const MOVE_NEEDS_STAY = 'Choose the new stay on the calendar.';

interface ChooseFormProps {
  setup: ClosureMoveSetup;
  onDone: (answer: ClosureChoiceResponse) => void;
  onClose: () => void;
}

function ChooseForm({ setup, onDone, onClose }: ChooseFormProps) {
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const { booking } = setup;
  const move = useClosureMove(setup);
  const [kind, setKind] = useState<ClosureChoiceKind>('move');
  const [problem, setProblem] = useState<string | null>(null);
  const choose = useMutation({ mutationFn: chooseForCustomer, onSuccess: onDone });
  const paidCents = booking.payment?.paidCents ?? 0;
  const options: [ClosureChoiceKind, string][] = [
    ['move', 'Move the stay (no extra charge)'],
    ['credit', `A credit of ${formatAud(closureCreditCents(paidCents))}, valid 3 years`],
    ['refund', `A full refund of ${formatAud(paidCents)}`],
  ];

  return (
    <Dialog
      title="Choose for the customer"
      busy={choose.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
        const choice = kind === 'move' ? move.choice : { kind };
        const found = !choice ? MOVE_NEEDS_STAY : reason === '' ? CHOICE_REASON_REQUIRED : null;
        setProblem(found);
        if (choice && !found) choose.mutate({ bookingId: booking.id, choice, reason });
      }}
    >
      <p className="text-stone-700">
        {describeStay(booking.arrival, booking.departure)}
        {booking.email && `, for ${booking.email}`}
      </p>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-forest-900">What happens to the stay</legend>
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-3">
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-5 accent-forest-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'move' && <ClosureMoveSection move={move} today={setup.today} />}
      <div className="space-y-1">
        <label htmlFor={reasonId} className="block font-semibold text-stone-800">
          Reason (required)
        </label>
        <p id={hintId} className="text-sm text-stone-700">
          How the customer told you, e.g. &ldquo;Phoned on 27 November.&rdquo; It is kept in the
          booking&apos;s history.
        </p>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={STAFF_LIMITS.reasonLength}
          aria-invalid={problem === CHOICE_REASON_REQUIRED ? true : undefined}
          aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
          className={fieldClass}
        />
        {problem && (
          <p id={errorId} className="text-sm font-medium text-red-800">
            {problem}
          </p>
        )}
      </div>
      {choose.isError && (
        <Alert>
          {spokenMessage(
            choose.error,
            'We could not save the choice. Check your connection and try again.',
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <LoadingButton type="submit" loading={choose.isPending} loadingLabel="Saving…">
          {ACTIONS[kind]}
        </LoadingButton>
        <button
          {...DIALOG_BACK}
          type="button"
          onClick={onClose}
          disabled={choose.isPending}
          className={secondaryButton}
        >
          Go back
        </button>
      </div>
    </Dialog>
  );
}

export interface ChooseForCustomerDialogProps {
  booking: Booking;
  onDone: (answer: ClosureChoiceResponse) => void;
  onClose: () => void;
}

/**
 * Staff choose for a customer who phoned: move the stay (the customer's calendar), a credit or a
 * full refund, with the reason kept in the booking's history (`staffChooseClosureOption`).
 */
export function ChooseForCustomerDialog({
  booking,
  onDone,
  onClose,
}: ChooseForCustomerDialogProps) {
  const locations = useQuery(locationsQuery);
  const availability = useQuery(availabilitySettingsQuery);
  if (!locations.data || !availability.data) {
    return (
      <Dialog title="Choose for the customer" onClose={onClose}>
        <QueryPending
          queries={[locations, availability]}
          loading="Loading the campgrounds…"
          error="We could not load the campgrounds."
        />
      </Dialog>
    );
  }
  return (
    <ChooseForm
      setup={{
        booking,
        catalogue: { locations: locations.data, availability: availability.data },
        today: todayInSydney(),
      }}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
