import { Link } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import {
  changeDatesPath,
  CUSTOMER_CHANGEABLE_STATUSES,
  customerDateChangeRefusal,
} from '@camping/domain/booking/date-change';
import { daysBeforeArrival } from '@camping/domain/booking/stay-rules';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { PATHS } from '@camping/domain/site/paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { textLink } from '#app/shared/styles.ts';
import { describeStay } from './stay-format.ts';

/**
 * "Change dates" on a booking the customer may move (docs/decisions/0017-changing-dates.md); closer
 * to arrival, the sentence to contact us; and a change waiting for its difference to be paid.
 */
export function DateChangeAction({ booking, today }: { booking: Booking; today: IsoDate }) {
  if (!CUSTOMER_CHANGEABLE_STATUSES.includes(booking.status)) return null;
  if (daysBeforeArrival(today, booking.arrival) < 0) return null;
  const refusal = customerDateChangeRefusal(booking, today);
  const pending = booking.pendingChange;
  return (
    <div className="space-y-2">
      {pending && (
        <p>
          Your change to {describeStay(pending.arrival, pending.departure)} is waiting for payment;
          until it is paid, your booking keeps the stay above.
        </p>
      )}
      {refusal ? (
        <p className="text-stone-700">
          {refusal}{' '}
          <Link to={PATHS.contact} className={textLink}>
            Contact us
          </Link>
        </p>
      ) : (
        <Link to={changeDatesPath(booking.id)} className={secondaryButton}>
          Change dates
          <span className="sr-only">
            {' '}
            of the stay {describeStay(booking.arrival, booking.departure)}
          </span>
        </Link>
      )}
    </div>
  );
}
