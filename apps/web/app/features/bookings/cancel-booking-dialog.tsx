import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { cancelBooking } from './booking-calls.ts';
import { cancellationPreviewQuery } from './bookings-queries.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { describeStay } from './stay-format.ts';

export interface CancelBookingDialogProps {
  booking: Booking;
  /** The booking was cancelled, and this much refunded. */
  onCancelled: (refundCents: number) => void;
  onClose: () => void;
}

function RefundPreview({ bookingId }: { bookingId: string }) {
  const preview = useQuery(cancellationPreviewQuery(bookingId));
  if (preview.isPending) return <p role="status">Working out your refund…</p>;
  if (preview.isError) {
    return (
      <QueryError
        message={spokenMessage(preview.error, 'We could not work out your refund.')}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  const { paidCents, refundCents, refundPercent, daysBeforeArrival } = preview.data;
  if (paidCents === 0) {
    return <p>You have not paid for this booking: cancelling releases your dates.</p>;
  }
  return (
    <p>
      You paid {formatAud(paidCents)}. Cancelling now, {plural(daysBeforeArrival, 'day', 'days')}{' '}
      before arrival, refunds{' '}
      <strong>
        {formatAud(refundCents)} ({refundPercent}%)
      </strong>{' '}
      to your card.
    </p>
  );
}

/** "Cancel booking": the refund the cancellation tiers give, shown before the customer confirms. */
export function CancelBookingDialog({ booking, onCancelled, onClose }: CancelBookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: ({ refundCents }) => onCancelled(refundCents),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!cancel.isPending) onClose();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-stone-900/60"
    >
      <div className="space-y-4">
        <h2 id={headingId} className="text-xl font-bold text-forest-900">
          Cancel this booking?
        </h2>
        <p className="text-stone-700">{describeStay(booking.arrival, booking.departure)}</p>
        <RefundPreview bookingId={booking.id} />
        {cancel.isError && (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200"
          >
            {spokenMessage(
              cancel.error,
              'We could not cancel your booking. Check your connection and try again.',
            )}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <LoadingButton
            type="button"
            tone="danger"
            loading={cancel.isPending}
            loadingLabel="Cancelling…"
            onClick={() => cancel.mutate()}
          >
            Cancel booking
          </LoadingButton>
          <button
            type="button"
            onClick={onClose}
            disabled={cancel.isPending}
            className={secondaryButton}
          >
            Keep booking
          </button>
        </div>
      </div>
    </dialog>
  );
}
