import type { Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { StaffPageProps } from '../staff-routes.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  describeStay,
  QuoteSummary,
  statusBadge,
  useCatalogueNames,
} from '#app/features/bookings/index.ts';
import { addOnsQuery } from '#app/features/catalogue/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingSection } from './booking-section.tsx';
import { formatInstant } from '../format-instant.ts';
import {
  bookingPaymentsQuery,
  bookingQuery,
  customerQuery,
  isStaffQuery,
} from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function Customer({ booking }: { booking: Booking }) {
  const customer = useQuery(customerQuery(booking.userId));
  const phone = booking.phone ?? customer.data?.phone;
  const email = booking.email ?? customer.data?.email;
  return (
    <BookingSection title="Customer">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <Detail term="Name">
          {customer.isPending ? 'Loading…' : (customer.data?.displayName ?? 'No profile')}
        </Detail>
        <Detail term="E-mail">
          {email ? (
            <a href={`mailto:${email}`} className={textLink}>
              {email}
            </a>
          ) : (
            'Not given'
          )}
        </Detail>
        <Detail term="Phone">
          {phone ? (
            <a href={`tel:${phone}`} className={textLink}>
              {phone}
            </a>
          ) : (
            'Not given'
          )}
        </Detail>
      </dl>
    </BookingSection>
  );
}

function Stay({ booking }: { booking: Booking }) {
  const { locationName, packageName } = useCatalogueNames();
  const addOns = useQuery(addOnsQuery);
  const addOnName = (id: string) =>
    booking.quote?.addOns.find((line) => line.addOnId === id)?.name ??
    addOns.data?.find((addOn) => addOn.id === id)?.name ??
    id;
  return (
    <BookingSection title="Stay">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Detail term="Dates">{describeStay(booking.arrival, booking.departure)}</Detail>
        <Detail term="Campground">{locationName(booking.locationId)}</Detail>
        <Detail term="Package">
          {packageName(booking.packageId)}, {plural(booking.guests, 'guest', 'guests')}
        </Detail>
        <Detail term="Add-ons">
          {booking.addOns.length === 0
            ? 'None'
            : booking.addOns
                .map((line) => `${addOnName(line.addOnId)} × ${line.quantity}`)
                .join(', ')}
        </Detail>
        {booking.notes && <Detail term="Customer's notes">{booking.notes}</Detail>}
        <Detail term="Booking reference">
          <span className="font-mono text-sm">{booking.id}</span>
        </Detail>
      </dl>
    </BookingSection>
  );
}

function Price({ booking }: { booking: Booking }) {
  return (
    <BookingSection title="Price">
      {booking.quote ? (
        <QuoteSummary quote={booking.quote} />
      ) : (
        <p>
          {formatAud(booking.totalCents)} (includes {formatAud(booking.gstCents)} GST)
        </p>
      )}
    </BookingSection>
  );
}

function Payments({ booking }: { booking: Booking }) {
  const payments = useQuery(bookingPaymentsQuery(booking.id));
  const summary = booking.payment;
  return (
    <BookingSection title="Payments and refunds">
      {summary && (
        <p>
          Paid {formatAud(summary.paidCents)}, refunded {formatAud(summary.refundedCents)}
          {summary.refundDueCents
            ? `, ${formatAud(summary.refundDueCents)} refund on its way`
            : ''}{' '}
          <span className="text-sm text-stone-700">
            ({summary.method === 'test' ? 'local test payment' : 'Stripe'})
          </span>
        </p>
      )}
      {payments.isPending && <p role="status">Loading payments…</p>}
      {payments.isError && (
        <QueryError
          message="We could not load the payments."
          onRetry={() => void payments.refetch()}
          retrying={payments.isFetching}
        />
      )}
      {payments.isSuccess &&
        (payments.data.length === 0 ? (
          <p>No money has moved for this booking.</p>
        ) : (
          <ul aria-label="Payments" className="divide-y divide-stone-200">
            {payments.data.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
              >
                <span>
                  <span className="font-semibold">
                    {payment.kind === 'charge' ? 'Charge' : 'Refund'}
                  </span>{' '}
                  {formatInstant(payment.createdAt.toDate())}
                  {payment.reason && <span className="text-stone-700">: {payment.reason}</span>}
                </span>
                <span className="font-medium">
                  {payment.kind === 'refund' ? '−' : ''}
                  {formatAud(payment.amountCents)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </BookingSection>
  );
}

function History({ booking }: { booking: Booking }) {
  const who = (by: string) =>
    by === booking.userId ? 'the customer' : by === 'system' ? 'the system' : `staff (${by})`;
  return (
    <BookingSection title="History">
      <ol className="space-y-2">
        {booking.history.map((event, index) => (
          <li key={`${event.at}-${index}`} className="border-l-4 border-forest-200 pl-3">
            <p>
              <span className="font-semibold">{STAFF_STATUS_LABELS[event.status]}</span>,{' '}
              {formatInstant(new Date(event.at))}, by {who(event.by)}
            </p>
            {event.note && <p className="text-stone-700">{event.note}</p>}
          </li>
        ))}
      </ol>
    </BookingSection>
  );
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const queryClient = useQueryClient();
  const booking = useQuery(bookingQuery(bookingId));
  const { locationName } = useCatalogueNames();

  const readAgain = () =>
    void queryClient.invalidateQueries({
      predicate: (query) => isStaffQuery(query.queryKey) && query.queryKey[0] !== 'staffCustomer',
    });

  return (
    <div className="space-y-6">
      <PageMeta title={pageTitle('Booking')} />
      <Link to={STAFF_PATHS.bookings} className={`${textLink} print:hidden`}>
        All bookings
      </Link>
      {booking.isPending && <p role="status">Loading the booking…</p>}
      {booking.isError && (
        <QueryError
          message="We could not load the booking."
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      )}
      {booking.data === null && (
        <>
          <h1 className="text-3xl font-semibold text-forest-900">Booking not found</h1>
          <p>No booking has the reference {bookingId}.</p>
        </>
      )}
      {booking.isSuccess && booking.data && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-semibold text-forest-900">
              Booking at {locationName(booking.data.locationId)}
            </h1>
            <p aria-live="polite" className={statusBadge(booking.data.status)}>
              <span className="sr-only">Status: </span>
              {STAFF_STATUS_LABELS[booking.data.status]}
            </p>
          </div>
          <BookingActions booking={booking.data} onChanged={readAgain} />
          <Customer booking={booking.data} />
          <Stay booking={booking.data} />
          <Price booking={booking.data} />
          <Payments booking={booking.data} />
          <History booking={booking.data} />
        </>
      )}
    </div>
  );
}

/** One booking with everything staff need to act on it. */
export default function StaffBooking({ params }: StaffPageProps) {
  const bookingId = params.bookingId ?? '';
  return <BookingDetail key={bookingId} bookingId={bookingId} />;
}
