import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { CardSection } from '#app/shared/card-section.tsx';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { BookingRow } from '../bookings/bookings-list.tsx';
import { formatInstant } from '../format-instant.ts';
import type { StaffPageProps } from '../staff-routes.tsx';
import { CustomerVouchers } from '../vouchers/customer-vouchers.tsx';
import type { CustomerRecord } from './customers-firestore.ts';
import { customerQuery } from './customers-queries.ts';

function Details({ profile }: Pick<CustomerRecord, 'profile'>) {
  if (!profile) return <p>This customer has no profile: their account was deleted.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-stone-700">E-mail</dt>
        <dd className="font-medium wrap-anywhere">
          <a href={`mailto:${profile.email}`} className={textLink}>
            {profile.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-stone-700">Phone</dt>
        <dd className="font-medium">
          {profile.phone ? (
            <a href={`tel:${profile.phone}`} className={textLink}>
              {profile.phone}
            </a>
          ) : (
            'Not given'
          )}
        </dd>
      </div>
    </dl>
  );
}

function Messages({ messages }: Pick<CustomerRecord, 'messages'>) {
  if (messages.length === 0) return <p>No messages.</p>;
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <li key={message.id} className="space-y-1 border-t border-stone-200 pt-3 first:border-0">
          <p className="text-sm text-stone-700">
            {message.topic}, {formatInstant(message.createdAt.toDate())}
          </p>
          <p className="whitespace-pre-line wrap-anywhere">{message.message}</p>
        </li>
      ))}
    </ul>
  );
}

/** One customer, as staff look them up when they phone: who, every booking, voucher and message. */
export default function StaffCustomerPage({ params }: StaffPageProps) {
  const userId = params.userId ?? '';
  const customer = useQuery(customerQuery(userId));
  const name = customer.data?.profile?.displayName ?? 'Customer';

  return (
    <div className="space-y-6">
      <PageMeta title={pageTitle(name)} />
      <Link to={STAFF_PATHS.bookings} className={`${textLink} print:hidden`}>
        All bookings
      </Link>
      {customer.isPending && <p role="status">Loading the customer…</p>}
      {customer.isError && (
        <QueryError
          message="We could not load the customer."
          onRetry={() => void customer.refetch()}
          retrying={customer.isFetching}
        />
      )}
      {customer.isSuccess && (
        <>
          <h1 className="text-3xl font-semibold text-forest-900">{name}</h1>
          <CardSection title="Details">
            <Details profile={customer.data.profile} />
          </CardSection>
          <CardSection title={plural(customer.data.bookings.length, 'booking', 'bookings')}>
            {customer.data.bookings.length === 0 ? (
              <p>No bookings.</p>
            ) : (
              <ul className="space-y-3">
                {customer.data.bookings.map((booking) => (
                  <BookingRow key={booking.id} booking={booking} />
                ))}
              </ul>
            )}
          </CardSection>
          <CustomerVouchers uid={userId} />
          <CardSection title={plural(customer.data.messages.length, 'message', 'messages')}>
            <Messages messages={customer.data.messages} />
          </CardSection>
        </>
      )}
    </div>
  );
}
