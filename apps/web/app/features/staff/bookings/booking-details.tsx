import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Booking } from '@camping/domain/booking/booking';
import { PAYMENT_METHOD_WORDS } from '@camping/domain/booking/payment-method';
import { formatAud } from '@camping/domain/catalogue/money';
import { paidByWords } from '@camping/domain/vouchers/voucher-spend';
import { describeStay, QuoteSummary, useCatalogueNames } from '#app/features/bookings/index.ts';
import { addOnsQuery } from '#app/features/catalogue/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { formatInstant } from '../format-instant.ts';
import { bookingPaymentsQuery, profileQuery } from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';

// What staff read of one booking, a section each: who, the stay, its price, the money and its
// history. The page (booking-page.tsx) adds what staff can do.

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

export function Customer({ booking }: { booking: Booking }) {
  const customer = useQuery(profileQuery(booking.userId));
  const phone = booking.phone ?? customer.data?.phone;
  const email = booking.email ?? customer.data?.email;
  return (
    <CardSection title="Customer">
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
    </CardSection>
  );
}

export function Stay({ booking }: { booking: Booking }) {
  const { locationName, packageName } = useCatalogueNames();
  const addOns = useQuery(addOnsQuery);
  const addOnName = (id: string) =>
    booking.quote?.addOns.find((line) => line.addOnId === id)?.name ??
    addOns.data?.find((addOn) => addOn.id === id)?.name ??
    id;
  return (
    <CardSection title="Stay">
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
    </CardSection>
  );
}

export function Price({ booking }: { booking: Booking }) {
  return (
    <CardSection title="Price">
      {booking.quote ? (
        <QuoteSummary quote={booking.quote} />
      ) : (
        <p>
          {formatAud(booking.totalCents)} (includes {formatAud(booking.gstCents)} GST)
        </p>
      )}
    </CardSection>
  );
}

export function Payments({ booking }: { booking: Booking }) {
  const payments = useQuery(bookingPaymentsQuery(booking.id));
  const summary = booking.payment;
  return (
    <CardSection title="Payments and refunds">
      {summary && (
        <p>
          Paid {formatAud(summary.paidCents)}, refunded {formatAud(summary.refundedCents)}
          {summary.refundDueCents
            ? `, ${formatAud(summary.refundDueCents)} refund on its way`
            : ''}{' '}
          <span className="text-sm text-stone-700">({paymentMethodName(booking)})</span>
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
    </CardSection>
  );
}

/**
 * How the customer paid, as staff know it: card or Afterpay, through Stripe or the local test page,
 * and what a voucher paid.
 */
function paymentMethodName(booking: Booking) {
  const byVoucher = paidByWords(booking.payment, booking.voucher);
  if (booking.payment?.method === 'voucher') return byVoucher;
  const through = booking.payment?.method === 'test' ? 'local test payment' : 'Stripe';
  const paidWith = booking.payment?.paidWith;
  const card = paidWith ? `${PAYMENT_METHOD_WORDS[paidWith]}, ${through}` : through;
  return byVoucher ? `${byVoucher}; ${card}` : card;
}

/** History entries not made by a person: the expiry sweep's and the payment webhook's. */
const NOT_A_PERSON = ['system', 'stripe'];

export function History({ booking }: { booking: Booking }) {
  // Everyone else who changed the booking is a staff member, named from their profile.
  const staffIds = [...new Set(booking.history.map((event) => event.by))].filter(
    (by) => by !== booking.userId && !NOT_A_PERSON.includes(by),
  );
  const staff = useQueries({ queries: staffIds.map((uid) => profileQuery(uid)) });
  const who = (by: string) => {
    if (by === booking.userId) return 'by the customer';
    if (by === 'system') return 'by the system';
    if (by === 'stripe') return `Payment (${paymentMethodName(booking)})`;
    return `by ${staff[staffIds.indexOf(by)]?.data?.displayName ?? 'a staff member'}`;
  };
  return (
    <CardSection title="History">
      <ol className="space-y-2">
        {booking.history.map((event, index) => (
          <li key={`${event.at}-${index}`} className="border-l-4 border-forest-200 pl-3">
            <p>
              <span className="font-semibold">{STAFF_STATUS_LABELS[event.status]}</span>,{' '}
              {formatInstant(new Date(event.at))}, {who(event.by)}
            </p>
            {event.note && <p className="text-stone-700">{event.note}</p>}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}
