import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { callableErrorParts, spokenMessage } from '#app/shared/callable-error.ts';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { cancelBooking } from './booking-calls.ts';
import { cancellationPreviewQuery, userBookingsQuery } from './bookings-queries.ts';
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

/**
 * A refusal because the booking is no longer what the page showed (cancelled in another tab, changed
 * by our team, or its stay begun): the server's sentence says how it is, and trying again cannot help.
 */
const refusedAsChanged = (error: unknown) =>
  callableErrorParts(error).code === 'functions/failed-precondition';

/** "Cancel booking": the refund the cancellation tiers give, shown before the customer confirms. */
export function CancelBookingDialog({ booking, onCancelled, onClose }: CancelBookingDialogProps) {
  const queryClient = useQueryClient();
  const preview = useQuery(cancellationPreviewQuery(booking.id));
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: ({ refundCents }) => onCancelled(refundCents),
  });
  // Said once, whichever call was refused, while the bookings behind are read again to show it.
  const changed = [cancel.error, preview.error].find(refusedAsChanged);
  useEffect(() => {
    if (changed) {
      void queryClient.invalidateQueries({ queryKey: userBookingsQuery(booking.userId).queryKey });
    }
  }, [changed, queryClient, booking.userId]);

  return (
    <ConfirmDialog
      title="Cancel this booking?"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling…"
      backLabel="Keep booking"
      tone="danger"
      busy={cancel.isPending}
      error={
        changed || cancel.isError
          ? spokenMessage(
              changed ?? cancel.error,
              'We could not cancel your booking. Check your connection and try again.',
            )
          : null
      }
      onConfirm={() => cancel.mutate()}
      onClose={onClose}
    >
      <p className="text-stone-700">{describeStay(booking.arrival, booking.departure)}</p>
      {!changed && <RefundPreview bookingId={booking.id} />}
    </ConfirmDialog>
  );
}
