import { canTransition, type Booking } from '@camping/domain/booking/booking';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { StaffPageProps } from '../staff-routes.tsx';
import {
  STAFF_BOOKING_ACTION_NAMES,
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
} from '@camping/domain/staff/staff-requests';
import { primaryButton } from '@camping/ui/button-styles';
import { showToast } from '@camping/ui/toaster';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import { BookingActionDialog } from './booking-action-dialog.tsx';
import { formatInstant } from '../format-instant.ts';
import {
  bookingPaymentsQuery,
  bookingQuery,
  customerQuery,
  isStaffQuery,
} from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { panelClass } from '../staff-styles.ts';

const PAST_TENSE: Record<StaffBookingAction, string> = {
  confirm: 'Booking confirmed',
  decline: 'Booking declined',
  cancel: 'Booking cancelled',
  complete: 'Booking marked completed',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${panelClass} space-y-3`}>
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
    <Section title="Customer">
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
    </Section>
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
    <Section title="Stay">
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
    </Section>
  );
}

function Price({ booking }: { booking: Booking }) {
  return (
    <Section title="Price">
      {booking.quote ? (
        <QuoteSummary quote={booking.quote} />
      ) : (
        <p>
          {formatAud(booking.totalCents)} (includes {formatAud(booking.gstCents)} GST)
        </p>
      )}
    </Section>
  );
}

function Payments({ booking }: { booking: Booking }) {
  const payments = useQuery(bookingPaymentsQuery(booking.id));
  const summary = booking.payment;
  return (
    <Section title="Payments and refunds">
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
    </Section>
  );
}

function History({ booking }: { booking: Booking }) {
  const who = (by: string) =>
    by === booking.userId ? 'the customer' : by === 'system' ? 'the system' : `staff (${by})`;
  return (
    <Section title="History">
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
    </Section>
  );
}

function Actions({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const [open, setOpen] = useState<StaffBookingAction | null>(null);
  const allowed = STAFF_BOOKING_ACTION_NAMES.filter((action) =>
    canTransition(booking.status, STAFF_BOOKING_ACTIONS[action].to),
  );
  return (
    <Section title="Actions">
      {allowed.length === 0 ? (
        <p>
          Nothing more can be done: this booking is{' '}
          {STAFF_STATUS_LABELS[booking.status].toLowerCase()}.
        </p>
      ) : (
        <div className="flex flex-wrap gap-3 print:hidden">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setOpen(action)}
              className={
                STAFF_BOOKING_ACTIONS[action].fullRefund
                  ? 'inline-flex items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-red-800 ring-1 ring-red-800/40 hover:bg-red-50'
                  : primaryButton
              }
            >
              {STAFF_BOOKING_ACTIONS[action].label}
            </button>
          ))}
        </div>
      )}
      {open && (
        <BookingActionDialog
          booking={booking}
          action={open}
          onClose={() => setOpen(null)}
          onRefused={onChanged}
          onDone={({ refundCents }) => {
            setOpen(null);
            showToast({
              severity: 'success',
              summary: `${PAST_TENSE[open]}.`,
              detail:
                refundCents > 0
                  ? `We are refunding ${formatAud(refundCents)} and e-mailing the customer.`
                  : 'We are e-mailing the customer.',
            });
            onChanged();
          }}
        />
      )}
    </Section>
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
          <Actions booking={booking.data} onChanged={readAgain} />
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
