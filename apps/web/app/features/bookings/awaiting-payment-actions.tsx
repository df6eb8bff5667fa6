import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { cancelBooking, resumeCheckout } from './booking-calls.ts';
import { useCatalogueNames } from './booking-details.tsx';
import { openPaymentPage, useRestoredFromCache } from './payment-redirect.ts';

const holdEnds = new Intl.DateTimeFormat('en-AU', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Sydney',
});

export interface AwaitingPaymentActionsProps {
  booking: Booking;
  /** The hold was released ("Release these dates"). */
  onReleased: () => void;
}

/**
 * What a booking awaiting payment offers while its hold lasts: "Pay now" (its payment page, from
 * resumeCheckout) and "Release these dates" (cancelBooking releases an unpaid hold). Nothing for
 * other bookings.
 */
export function AwaitingPaymentActions({ booking, onReleased }: AwaitingPaymentActionsProps) {
  const { locationName } = useCatalogueNames();
  // When the list was shown: a hold that ends meanwhile is refused with why by the server.
  const [shownAt] = useState(Date.now);
  const pay = useMutation({
    mutationFn: () => resumeCheckout(booking.id),
    onSuccess: ({ paymentUrl }) => openPaymentPage(paymentUrl),
  });
  const release = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: onReleased,
  });
  // Back from the payment page as it was left: "Pay now" works again.
  useRestoredFromCache(() => pay.reset());

  const holdEnd = Date.parse(booking.holdExpiresAt ?? '');
  if (booking.status !== 'pending_payment') return null;
  if (!(holdEnd > shownAt)) {
    return <p className="text-stone-700">The hold on these dates has ended unpaid.</p>;
  }
  const where = <span className="sr-only"> at {locationName(booking.locationId)}</span>;
  const failed = pay.error ?? release.error;
  return (
    <div className="space-y-3">
      <p className="text-stone-700">
        We hold these dates for you until {holdEnds.format(holdEnd)} while you pay.
      </p>
      <div className="flex flex-wrap gap-3">
        <LoadingButton
          type="button"
          loading={pay.isPending || pay.isSuccess}
          loadingLabel="Opening the payment page…"
          disabled={release.isPending}
          onClick={() => pay.mutate()}
        >
          Pay now{where}
        </LoadingButton>
        <button
          type="button"
          onClick={() => release.mutate()}
          disabled={release.isPending || pay.isPending}
          className={secondaryButton}
        >
          {release.isPending ? 'Releasing…' : 'Release these dates'}
          {where}
        </button>
      </div>
      {failed && (
        <p role="alert" className="font-medium text-red-800">
          {spokenMessage(
            failed,
            pay.error
              ? 'We could not open the payment page. Check your connection and try again.'
              : 'We could not release these dates. Check your connection and try again.',
          )}
        </p>
      )}
    </div>
  );
}
