import { useState } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { customerCancellationRefusal } from '@camping/domain/booking/customer-cancellation';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { secondaryButton } from '@camping/ui/button-styles';
import { StayReview } from '#app/features/reviews/index.ts';
import { card } from '#app/shared/styles.ts';
import { AwaitingPaymentActions } from './awaiting-payment-actions.tsx';
import { BookingDetails, NamePlaceholder, useCatalogueNames } from './booking-details.tsx';
import { statusBadge, statusLabel, whatHappened } from './booking-status.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { ClosureAction } from './closure-action.tsx';
import { DateChangeAction } from './date-change-action.tsx';

export interface BookingListProps {
  bookings: Booking[];
  /** A booking was cancelled, and this much refunded. */
  onCancelled?: (booking: Booking, refundCents: number) => void;
  /** The hold of a booking awaiting payment was released. */
  onReleased?: (booking: Booking) => void;
}

/**
 * The person's bookings, latest stay first, each with "Cancel booking" while that is allowed, or
 * "Pay now" and "Release these dates" while awaiting payment, and what became of it where its
 * status cannot say.
 */
export function BookingList({ bookings, onCancelled, onReleased }: BookingListProps) {
  const { loading, locationName } = useCatalogueNames();
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
                  {loading ? <NamePlaceholder /> : locationName(booking.locationId)}
                </h3>
                <p className={statusBadge(booking.status)}>{statusLabel(booking)}</p>
              </div>
              {whatHappened(booking) && <p>{whatHappened(booking)}</p>}
              <BookingDetails booking={booking} />
              {booking.status === 'completed' && (
                <StayReview bookingId={booking.id} where={locationName(booking.locationId)} />
              )}
              <AwaitingPaymentActions booking={booking} onReleased={() => onReleased?.(booking)} />
              <ClosureAction booking={booking} />
              <DateChangeAction booking={booking} today={today} />
              {booking.status !== 'pending_payment' &&
                customerCancellationRefusal(booking, today) === null && (
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
