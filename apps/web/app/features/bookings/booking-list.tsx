import type { Booking, BookingStatus } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { daysBetween } from '@camping/domain/dates/calendar';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { card } from '#app/shared/styles.ts';

const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  expired: 'Expired (not paid)',
  requested: 'Requested: we are reviewing it',
  confirmed: 'Confirmed',
  declined: 'Declined and refunded',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_TONES: Record<BookingStatus, string> = {
  pending_payment: 'bg-sand-100 text-stone-900',
  expired: 'bg-stone-100 text-stone-700',
  requested: 'bg-sand-100 text-stone-900',
  confirmed: 'bg-forest-100 text-forest-900',
  declined: 'bg-stone-100 text-stone-700',
  completed: 'bg-forest-50 text-forest-900',
  cancelled: 'bg-stone-100 text-stone-700',
};

// Stay dates are calendar dates: formatted in UTC they never shift a day, wherever the visitor is.
const stayDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatStayDate = (date: string) => stayDate.format(new Date(`${date}T00:00:00Z`));

/** The person's bookings, latest stay first, with campground and package names from the catalogue. */
export function BookingList({ bookings }: { bookings: Booking[] }) {
  // Names only: while the catalogue loads, or if it cannot, the ids stand in.
  const locations = useQuery(locationsQuery);
  const packages = useQuery(packagesQuery);
  const locationName = (id: string) =>
    locations.data?.find((location) => location.id === id)?.name ?? id;
  const packageName = (id: string) =>
    packages.data?.find((campingPackage) => campingPackage.id === id)?.name ?? id;

  return (
    <ul className="space-y-4">
      {bookings.map((booking) => {
        const nights = daysBetween(booking.arrival, booking.departure);
        return (
          <li key={booking.id}>
            <article aria-labelledby={`booking-${booking.id}`} className={`${card} space-y-3 p-5`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`booking-${booking.id}`} className="text-lg font-bold text-forest-900">
                  {locationName(booking.locationId)}
                </h3>
                <p
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[booking.status]}`}
                >
                  {STATUS_LABELS[booking.status]}
                </p>
              </div>
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
                <div>
                  <dt className="text-sm text-stone-700">Stay</dt>
                  <dd className="font-medium">
                    {formatStayDate(booking.arrival)} to {formatStayDate(booking.departure)} (
                    {nights} {nights === 1 ? 'night' : 'nights'})
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-700">Package</dt>
                  <dd className="font-medium">
                    {packageName(booking.packageId)}, {booking.guests}{' '}
                    {booking.guests === 1 ? 'guest' : 'guests'}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-700">Total</dt>
                  <dd className="font-medium">
                    {formatAud(booking.totalCents)} (includes {formatAud(booking.gstCents)} GST)
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-700">Booking reference</dt>
                  <dd className="font-mono text-sm wrap-anywhere">{booking.id}</dd>
                </div>
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
