import { Link } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { chosenSentence, closureChoicePath } from '@camping/domain/closures/closure';
import { primaryButton } from '@camping/ui/button-styles';
import { describeStay } from './stay-format.ts';

/**
 * On a booking a closure reached: "Choose what happens" and until when, while the customer may
 * choose; once chosen, what the choice did.
 */
export function ClosureAction({ booking }: { booking: Booking }) {
  const { closure } = booking;
  if (!closure) return null;
  if (closure.choice) return <p>{chosenSentence(closure)}</p>;
  if (booking.status !== 'awaiting_choice') return null;
  return (
    <div className="space-y-2">
      <p>
        We had to close this campground for your stay: {closure.reason} Choose by{' '}
        {formatLongDate(closure.deadline)} whether to move your stay, take a credit or be refunded.
      </p>
      <Link to={closureChoicePath(booking.id)} className={primaryButton}>
        Choose what happens
        <span className="sr-only">
          {' '}
          to the stay {describeStay(booking.arrival, booking.departure)}
        </span>
      </Link>
    </div>
  );
}
