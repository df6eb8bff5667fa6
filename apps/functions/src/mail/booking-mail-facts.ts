import type { Firestore } from 'firebase-admin/firestore';
import { calendarSequence } from '@camping/domain/booking/date-change';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { locationDoc, packageDoc } from '@camping/domain/firestore/paths';
import { refundDestinationOf } from '@camping/domain/vouchers/voucher-spend';
import type { StoredBooking } from '../bookings/booking-transition.ts';
import { siteOrigin } from '../payments/payment-urls.ts';
import type { BookingMailFacts } from './booking-mail.ts';

/**
 * What a booking e-mail says about a booking: its own fields and the names of its campground and
 * package (read before the transaction that queues the mail; names rarely change). Null when the
 * booking has no e-mail address or quote to write about.
 */
export async function bookingMailFacts(
  db: Firestore,
  booking: StoredBooking,
  extra: Pick<BookingMailFacts, 'refundCents' | 'reason'> = {},
): Promise<BookingMailFacts | null> {
  if (!booking.email || !booking.quote) return null;
  const [location, pkg] = await db.getAll(
    db.doc(locationDoc(booking.locationId)),
    db.doc(packageDoc(booking.packageId)),
  );
  return {
    bookingId: booking.id,
    to: booking.email,
    arrival: booking.arrival as IsoDate,
    departure: booking.departure as IsoDate,
    guests: booking.guests,
    locationName: String(location?.get('name') ?? booking.locationId),
    packageName: String(pkg?.get('name') ?? booking.packageId),
    quote: booking.quote,
    siteOrigin: siteOrigin(),
    now: new Date(),
    sequence: calendarSequence(booking),
    refundTo: refundDestinationOf(booking),
    ...extra,
  };
}
