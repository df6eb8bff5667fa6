import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { bookingFindTermSchema, FIND_LIMIT } from '@camping/domain/staff/booking-find';
import { Alert } from '@camping/ui/alert';
import { secondaryButton, submitButton } from '@camping/ui/button-styles';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card } from '#app/shared/styles.ts';
import { BookingRow } from '../bookings/bookings-list.tsx';
import { fieldClass, labelClass } from '../staff-styles.ts';
import { bookingFindQuery } from './customers-queries.ts';

/** The bookings page's search parameter holding what staff typed in "Find a booking". */
export const FIND_PARAM = 'find';

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
  const [, setParams] = useSearchParams();
  const term = typed ? bookingFindTermSchema.safeParse(typed) : null;

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(FIND_PARAM) ?? '').trim();
    setParams(value ? { [FIND_PARAM]: value } : {});
  }

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Find a booking"
        method="post"
        onSubmit={find}
        // Remounted with the URL, so Back and Forward show what they found.
        key={typed}
        className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200 print:hidden"
      >
        <label className={`${labelClass} min-w-0 flex-1 basis-64`}>
          Find a booking by reference, e-mail or name
          <input
            type="search"
            name={FIND_PARAM}
            defaultValue={typed}
            maxLength={200}
            autoComplete="off"
            className={fieldClass}
          />
        </label>
        <button type="submit" className={submitButton}>
          Find
        </button>
        {typed && (
          <Link to={{ search: '' }} className={secondaryButton}>
            All bookings
          </Link>
        )}
      </form>
      {term &&
        (term.success ? (
          <FoundBookings term={term.data} />
        ) : (
          <Alert>{term.error.issues[0]?.message}</Alert>
        ))}
    </div>
  );
}
