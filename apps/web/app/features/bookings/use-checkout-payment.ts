import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteResponse } from '@camping/domain/booking/checkout';
import type { CallableRequest } from '@camping/domain/callables';
import { formatAud } from '@camping/domain/catalogue/money';
import { addOnsQuery, packagesQuery, pricingSettingsQuery } from '#app/features/catalogue/index.ts';
import { startCheckout } from './booking-calls.ts';
import { quoteQuery } from './bookings-queries.ts';
import { checkoutFailure } from './checkout-failure.ts';
import { useRestoredFromCache } from './payment-redirect.ts';
import type { CheckoutVoucher } from './voucher-payment.ts';

type CheckoutForm = Omit<CallableRequest<'startCheckout'>, 'expectedTotalCents'>;

export interface CheckoutPaymentSetup {
  /** The choices as priced now, or null before they can be. */
  quoteRequest: CallableRequest<'quoteBooking'> | null;
  quote: UseQueryResult<QuoteResponse>;
  /** The stay cannot be booked as chosen: the server's sentence why. */
  refuse: (problem: string) => void;
  /** A new checkout key: the server decided on the attempt. */
  newAttempt: () => void;
  /** The stay cannot be held (taken meanwhile): choose it again. */
  stayTaken: () => Promise<void>;
  goToPayment: (url: string) => void;
  /** The voucher paying part or all of it, if any. */
  voucher: Pick<CheckoutVoucher, 'fieldsFor' | 'changed'>;
}

/**
 * Holding the stay and going to pay, at the price on the screen: the total shown goes with the
 * request, and a price changed since (staff raised it) comes back as the new price, shown with what
 * changed, for the customer to continue again. The catalogue the page lists prices from is read again
 * with it.
 */
export function useCheckoutPayment({
  quoteRequest,
  quote,
  refuse,
  newAttempt,
  stayTaken,
  goToPayment,
  voucher,
}: CheckoutPaymentSetup) {
  const queryClient = useQueryClient();
  // Awaited inside the form's submit: what follows depends on the answer, and the form's own
  // submitting state shows it.
  const hold = useMutation({ mutationFn: startCheckout });
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Back from the payment page as it was left: ready to continue again, with a new key (the server
  // resumes the hold of the same choices itself).
  useRestoredFromCache(() => {
    setRedirecting(false);
    newAttempt();
  });
  // The price on the screen: not the previous choice's, shown dimmed while this one's loads.
  const onScreen = quoteRequest && !quote.isPlaceholderData ? quote.data : undefined;

  async function pay(request: CheckoutForm) {
    setFailure(null);
    if (!quoteRequest) return;
    let shown: QuoteResponse;
    try {
      // Still loading (the choice just changed): it shows as it arrives, and that is the price.
      shown = onScreen ?? (await queryClient.fetchQuery(quoteQuery(quoteRequest)));
    } catch {
      setFailure('We could not price your stay. Check your connection and try again.');
      return;
    }
    if (shown.problem) {
      refuse(shown.problem);
      return;
    }
    // A code the price was refused with (promo-code-field.tsx says why) is not held with.
    const { promoCode, ...form } = request;
    try {
      const answer = await hold.mutateAsync({
        ...form,
        ...(promoCode && !shown.promoProblem ? { promoCode } : {}),
        expectedTotalCents: shown.quote.totalCents,
        ...voucher.fieldsFor(shown.quote.totalCents),
      });
      if (answer.outcome === 'held') {
        setRedirecting(true);
        goToPayment(answer.paymentUrl);
        return;
      }
      // A promo code that stopped applying: the field says why (promo-code-field.tsx).
      queryClient.setQueryData(quoteQuery(quoteRequest).queryKey, {
        ...shown,
        quote: answer.quote,
        ...(answer.promoProblem ? { promoProblem: answer.promoProblem } : {}),
      });
      setFailure(
        answer.promoProblem
          ? `${answer.promoProblem} Your price is now ${formatAud(answer.quote.totalCents)}. Check it, then continue to payment.`
          : `The price changed from ${formatAud(shown.quote.totalCents)} to ${formatAud(answer.quote.totalCents)}. Check the new price, then continue to payment.`,
      );
      newAttempt();
      await Promise.all(
        [packagesQuery, addOnsQuery, pricingSettingsQuery].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (error) {
      const next = checkoutFailure(error);
      setFailure(next.message);
      if (next.newAttempt) newAttempt();
      if (next.voucherCents !== undefined) voucher.changed(next.voucherCents);
      if (next.pickStayAgain) await stayTaken();
    }
  }

  return { pay, failure, redirecting };
}
