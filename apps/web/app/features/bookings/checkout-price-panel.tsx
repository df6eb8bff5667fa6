import { useId } from 'react';
import { Link } from 'react-router';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { offersAfterpay } from '@camping/domain/booking/payment-method';
import { PATHS } from '@camping/domain/site/paths';
import { Alert } from '@camping/ui/alert';
import { SubmitButton } from '@camping/ui/submit-button';
import { cardHeading, cardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { PromoCodeField } from './promo-code-field.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import type { CheckoutState } from './use-checkout-form.ts';
import { voucherShareOf } from './voucher-payment.ts';
import { VoucherSection } from './voucher-section.tsx';

/** The server's price, the terms, and the button that holds the stay and goes to pay. */
export function PricePanel({ checkout }: { checkout: CheckoutState }) {
  const id = useId();
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    price: { quoteRequest, quote },
    voucher,
    failure,
    redirecting,
  } = checkout;
  // What the card pays: the total, less what an applied voucher pays of it.
  const totalCents = quote.data?.quote.totalCents;
  const cardCents =
    totalCents === undefined
      ? null
      : voucher.applied
        ? voucherShareOf(voucher.applied, totalCents).cardCents
        : totalCents;
  const paysAll = cardCents === 0;
  return (
    <aside aria-labelledby={`${id}-price`} className={`${cardSection} lg:sticky lg:top-24`}>
      <h2 id={`${id}-price`} className={cardHeading}>
        Your price
      </h2>
      <div aria-live="polite" aria-busy={quote.isFetching}>
        {!quoteRequest ? (
          <p className="text-stone-700">
            Choose a campground, a package and your stay to see the price.
          </p>
        ) : quote.isError ? (
          <QueryError
            message="We could not price your stay."
            onRetry={() => void quote.refetch()}
            retrying={quote.isFetching}
          />
        ) : quote.data ? (
          <div className={quote.isPlaceholderData ? 'opacity-60' : undefined}>
            <QuoteSummary quote={quote.data.quote} />
          </div>
        ) : (
          <p role="status">Pricing your stay…</p>
        )}
      </div>
      {quote.data && <PromoCodeField checkout={checkout} />}
      {quoteRequest && !quote.isError && totalCents !== undefined && (
        <VoucherSection voucher={voucher} totalCents={totalCents} />
      )}
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-forest-700"
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined}
            {...register('termsAccepted')}
          />
          <span>
            I accept the{' '}
            <Link to={PATHS.termsAndConditions} target="_blank" className={textLink}>
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            , including the cancellation policy.
          </span>
        </label>
        {errors.termsAccepted && (
          <p id={`${id}-terms-error`} className="mt-1 text-sm font-medium text-red-800">
            {errors.termsAccepted.message}
          </p>
        )}
      </div>
      {failure && <Alert>{failure}</Alert>}
      <SubmitButton
        submitting={isSubmitting || redirecting}
        submittingLabel={redirecting ? 'Opening the payment page…' : 'Holding your stay…'}
        fullWidth
      >
        {paysAll ? 'Book with voucher' : 'Continue to payment'}
      </SubmitButton>
      {!paysAll && (
        <p className="text-sm text-stone-700">
          We hold your stay for {BOOKING_RULES.holdMinutes} minutes while you pay by card
          {cardCents !== null && offersAfterpay(cardCents)
            ? ', or with Afterpay in 4 instalments'
            : ''}
          .
        </p>
      )}
    </aside>
  );
}
