import { formatAud } from '@camping/domain/catalogue/money';
import { Alert } from '@camping/ui/alert';
import { LoadingButton } from '@camping/ui/loading-button';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { NewStayPrice } from './new-stay-price.tsx';
import { ChoiceSection, StaySection } from './stay-choice-sections.tsx';
import { useDateChange, type DateChangeSetup, type DateChangeState } from './use-date-change.ts';

/** The difference in words: to pay, to be refunded, or none. */
function differenceWords(differenceCents: number): string {
  if (differenceCents > 0)
    return `To pay now: ${formatAud(differenceCents)}, the difference in price.`;
  if (differenceCents < 0) {
    return `We refund ${formatAud(-differenceCents)} to your card, the difference in price.`;
  }
  return 'The new stay costs the same: nothing to pay.';
}

function PriceSection({ state }: { state: DateChangeState }) {
  const { choice, quote, shown, change, unchanged } = state;
  if (!choice.stay) {
    return (
      <CardSection title="New price">
        <p className="text-stone-700">Choose your new dates to see the price.</p>
      </CardSection>
    );
  }
  const failed = quote.isError || change.isError;
  return (
    <CardSection title="New price">
      <NewStayPrice
        state={state}
        differenceWords={differenceWords}
        alreadyBooked="These are the dates you have booked already."
      />
      {change.isError && (
        <Alert>
          {spokenMessage(
            change.error,
            'We could not change your dates. Check your connection and try again.',
          )}
        </Alert>
      )}
      <LoadingButton
        type="submit"
        loading={change.isPending}
        loadingLabel="Changing your dates…"
        disabled={!shown || Boolean(shown.problem) || unchanged || (failed && !change.isError)}
      >
        {shown && shown.differenceCents > 0
          ? `Pay ${formatAud(shown.differenceCents)} and change dates`
          : 'Change dates'}
      </LoadingButton>
    </CardSection>
  );
}

/** Change dates: the campground and package, the calendar, then the server's price and difference. */
export function ChangeDatesForm(setup: DateChangeSetup) {
  const state = useDateChange(setup);
  return (
    <form
      method="post"
      noValidate
      aria-label="Change the dates of your booking"
      onSubmit={(event) => {
        event.preventDefault();
        state.change.mutate();
      }}
      className="space-y-6"
    >
      <ChoiceSection state={state} catalogue={setup.catalogue} />
      <StaySection state={state} setup={setup} title="Your new stay" />
      <PriceSection state={state} />
    </form>
  );
}
