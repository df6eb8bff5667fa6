import type { Booking } from '@camping/domain/booking/booking';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { secondaryButton } from '@camping/ui/button-styles';
import { useState } from 'react';
import { card } from '#app/shared/styles.ts';
import { AwaitingPaymentActions } from './awaiting-payment-actions.tsx';
import { BookingDetails, useCatalogueNames } from './booking-details.tsx';
import { STATUS_LABELS, statusBadge } from './booking-status.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { canCancel } from './cancellation.ts';

export interface BookingListProps {
  bookings: Booking[];
  /** A booking was cancelled, and this much refunded. */
  onCancelled?: (booking: Booking, refundCents: number) => void;
  /** The hold of a booking awaiting payment was released. */
  onReleased?: (booking: Booking) => void;
}

/**
 * The person's bookings, latest stay first, each with "Cancel booking" while that is allowed, or
 * "Pay now" and "Release these dates" while awaiting payment.
 */
export function BookingList({ bookings, onCancelled, onReleased }: BookingListProps) {
  const { locationName } = useCatalogueNames();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const today = todayInSydney();

  return (
    <>
      <ul className="space-y-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <article aria-labelledby={`booking-${booking.id}`} className={`${card} space-y-3 p-5`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`booking-${booking.id}`} className="text-lg font-bold text-forest-900">
                  {locationName(booking.locationId)}
                </h3>
                <p className={statusBadge(booking.status)}>{STATUS_LABELS[booking.status]}</p>
              </div>
              <BookingDetails booking={booking} />
              <AwaitingPaymentActions booking={booking} onReleased={() => onReleased?.(booking)} />
              {canCancel(booking, today) && (
                <button
                  type="button"
                  onClick={() => setCancelling(booking)}
                  className={secondaryButton}
                >
                  Cancel booking
                  <span className="sr-only"> at {locationName(booking.locationId)}</span>
                </button>
              )}
            </article>
          </li>
        ))}
      </ul>
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(refundCents) => {
            setCancelling(null);
            onCancelled?.(cancelling, refundCents);
          }}
        />
      )}
    </>
  );
}
