import { useQuery } from '@tanstack/react-query';
import { bookingFindTermSchema, FIND_LIMIT } from '@camping/domain/staff/booking-find';
import { Alert } from '@camping/ui/alert';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card } from '#app/shared/styles.ts';
import { BookingRow } from '../bookings/bookings-list.tsx';
import { FindForm } from '../find-form.tsx';
import { bookingFindQuery } from './customers-queries.ts';

function FoundBookings({ term }: { term: string }) {
  const found = useQuery(bookingFindQuery(term));
  if (found.isPending) return <p role="status">Finding bookings…</p>;
  if (found.isError) {
    return (
      <QueryError
        message="We could not find bookings."
        onRetry={() => void found.refetch()}
        retrying={found.isFetching}
      />
    );
  }
  if (found.data.length === 0) {
    return (
      <p role="status" className={`${card} p-4 sm:p-5`}>
        No booking’s reference, customer e-mail or name starts with “{term}”.
      </p>
    );
  }
  return (
    <section aria-labelledby="found-heading" className="space-y-4">
      <h2 id="found-heading" className="text-xl font-semibold text-forest-900">
        {plural(found.data.length, 'booking', 'bookings')} found for “{term}”
      </h2>
      {found.data.length >= FIND_LIMIT && (
        <p className="text-stone-700">Only the first ones are listed: type more to narrow them.</p>
      )}
      <ul className="space-y-3">
        {found.data.map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

/**
 * "Find a booking": by its reference, or by the start of its customer's e-mail address, name or
 * surname in any case, as a customer on the phone gives them. What was typed is in the address, so
 * Back returns to the list and a search can be shared.
 */
export function BookingFind({ typed }: { typed: string }) {
  const term = typed ? bookingFindTermSchema.safeParse(typed) : null;

  return (
    <div className="space-y-4">
      <FindForm
        name="Find a booking"
        label="Find a booking by reference, e-mail or name"
        typed={typed}
        clearLabel="All bookings"
        className="print:hidden"
      />
      {term &&
        (term.success ? (
          <FoundBookings term={term.data} />
        ) : (
          <Alert>{term.error.issues[0]?.message}</Alert>
        ))}
    </div>
  );
}
