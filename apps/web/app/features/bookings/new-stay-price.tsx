import { Alert } from '@camping/ui/alert';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { QuoteSummary } from './quote-summary.tsx';
import type { StayChoiceState } from './use-stay-choice.ts';

export interface NewStayPriceProps {
  state: Pick<StayChoiceState, 'quote' | 'shown' | 'unchanged'>;
  /** The difference in the words of whoever changes the dates (the customer's, or staff's). */
  differenceWords: (differenceCents: number) => string;
  /** Said when the new stay is the one booked. */
  alreadyBooked: string;
}

/** The server's price of a new stay and the difference to the booking's, or why it is not there yet. */
export function NewStayPrice({ state, differenceWords, alreadyBooked }: NewStayPriceProps) {
  const { quote, shown, unchanged } = state;
  if (quote.isError) {
    return (
      <Alert>
        {spokenMessage(quote.error, 'We could not price the new stay. Try again in a moment.')}
      </Alert>
    );
  }
  if (!shown) return <p role="status">Working out the price…</p>;
  return (
    <>
      <QuoteSummary quote={shown.quote} />
      <p role="status" className="font-semibold text-forest-900">
        {differenceWords(shown.differenceCents)}
      </p>
      {shown.problem && <Alert>{shown.problem}</Alert>}
      {unchanged && <Alert>{alreadyBooked}</Alert>}
    </>
  );
}
