import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateChangeResponse } from '@camping/domain/booking/date-change';
import { queryKeys } from '#app/shared/query-keys.ts';
import { changeBookingDates } from './date-change-calls.ts';
import { dateChangeQuoteQuery } from './date-change-queries.ts';
import { openPaymentPage } from './payment-redirect.ts';
import { useStayChoice, type StayChoiceSetup } from './use-stay-choice.ts';

export interface DateChangeSetup extends StayChoiceSetup {
  /** The booking moved at once: what was refunded. */
  onMoved: (refundCents: number) => void;
  /** Where the browser goes to pay the difference (the payment page is another site). */
  goToPayment?: (url: string) => void;
}

/**
 * The customer's change page's logic: the new stay and the server's quote (useStayChoice), and the
 * change itself: moved at once, or the difference paid on the payment page.
 */
export function useDateChange({
  onMoved,
  goToPayment = openPaymentPage,
  ...setup
}: DateChangeSetup) {
  const queryClient = useQueryClient();
  const state = useStayChoice(setup, dateChangeQuoteQuery);
  const change = useMutation({
    mutationFn: () => changeBookingDates(state.changeRequest()),
    onSuccess: (answer: DateChangeResponse) => {
      if (answer.outcome === 'price-changed') {
        queryClient.setQueryData(dateChangeQuoteQuery(state.request!).queryKey, {
          quote: answer.quote,
          differenceCents: answer.differenceCents,
          problem: null,
        });
        return;
      }
      void queryClient.invalidateQueries({
        queryKey: queryKeys.getUserBookings(setup.booking.userId),
      });
      if (answer.outcome === 'pay') goToPayment(answer.paymentUrl);
      else onMoved(answer.refundCents);
    },
  });
  return { ...state, change };
}

export type DateChangeState = ReturnType<typeof useDateChange>;
