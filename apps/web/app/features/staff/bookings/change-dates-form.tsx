import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAud } from '@camping/domain/catalogue/money';
import {
  CHANGE_REASON_REQUIRED,
  type StaffDateChangeResponse,
} from '@camping/domain/staff/staff-date-change';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import {
  ChoiceSection,
  NewStayPrice,
  StaySection,
  useStayChoice,
  type StayChoiceSetup,
} from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { ReasonField, reasonProblemOf } from '../reason-field.tsx';
import { changeBookingDates } from '../staff-calls.ts';
import { dateChangeQuoteQuery } from '../staff-queries.ts';

/** The difference in words, staff's: refunded to the customer, waived, or none. */
function differenceWords(differenceCents: number): string {
  if (differenceCents > 0) {
    return `The new stay costs ${formatAud(differenceCents)} more. We cannot take a payment for the customer: the difference is waived, and recorded with your reason.`;
  }
  if (differenceCents < 0) {
    return `We refund ${formatAud(-differenceCents)} to the customer's card, the difference in price.`;
  }
  return 'The new stay costs the same: nothing to pay or refund.';
}

export interface StaffChangeDatesFormProps extends StayChoiceSetup {
  /** The booking moved: what was refunded or waived. */
  onMoved: (moved: { refundCents: number; waivedCents: number }) => void;
  onCancel: () => void;
}

/**
 * Staff's change of dates: the customer's campground, package and calendar (without the 14-day
 * rule), the server's quote and difference, and the reason kept in the history and the audit log.
 */
export function StaffChangeDatesForm({ onMoved, onCancel, ...setup }: StaffChangeDatesFormProps) {
  const queryClient = useQueryClient();
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const state = useStayChoice(setup, dateChangeQuoteQuery);
  const { choice, shown, unchanged } = state;
  const change = useMutation({
    mutationFn: (reason: string) => changeBookingDates({ ...state.changeRequest(), reason }),
    onSuccess: (answer: StaffDateChangeResponse) => {
      if (answer.outcome === 'price-changed') {
        queryClient.setQueryData(dateChangeQuoteQuery(state.request!).queryKey, {
          quote: answer.quote,
          differenceCents: answer.differenceCents,
          problem: null,
        });
        return;
      }
      onMoved(answer);
    },
  });

  function submit(form: FormData) {
    const reason = String(form.get('reason') ?? '').trim();
    const problem = reasonProblemOf(reason, CHANGE_REASON_REQUIRED);
    setReasonProblem(problem);
    if (!problem) change.mutate(reason);
  }

  return (
    <form
      method="post"
      noValidate
      aria-label="Change the dates of this booking"
      onSubmit={(event) => {
        event.preventDefault();
        submit(new FormData(event.currentTarget));
      }}
      className="space-y-6"
    >
      <ChoiceSection state={state} catalogue={setup.catalogue} />
      <StaySection state={state} setup={setup} title="New stay" />
      <CardSection title="New price">
        {!choice.stay ? (
          <p className="text-stone-700">Choose the new dates to see the price.</p>
        ) : (
          <NewStayPrice
            state={state}
            differenceWords={differenceWords}
            alreadyBooked="These are the dates booked already."
          />
        )}
        <ReasonField
          label="Reason (required)"
          hint="Kept in the booking's history and the audit log, such as “Phoned: arriving a day later”."
          required
          problem={reasonProblem}
        />
        {change.isError && (
          <Alert>
            {spokenMessage(
              change.error,
              'We could not change the dates. Check your connection and try again.',
            )}
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <LoadingButton
            type="submit"
            loading={change.isPending}
            loadingLabel="Changing the dates…"
            disabled={!shown || Boolean(shown.problem) || unchanged}
          >
            {shown && shown.differenceCents > 0
              ? 'Change dates at no extra charge'
              : 'Change dates'}
          </LoadingButton>
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Go back
          </button>
        </div>
      </CardSection>
    </form>
  );
}
