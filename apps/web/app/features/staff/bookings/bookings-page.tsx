import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_STATUSES } from '@camping/domain/booking/booking';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { Alert } from '@camping/ui/alert';
import { secondaryButton, submitButton } from '@camping/ui/button-styles';
import { locationsQuery } from '#app/features/catalogue/index.ts';
import { BookingFind } from '../customers/booking-find.tsx';
import { FIND_PARAM } from '../find-form.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { fieldClass, labelClass } from '../staff-styles.ts';
import {
  filtersProblem,
  SEARCH_PARAMS,
  readBookingsSearch,
  writeBookingsSearch,
  type BookingFilters,
  type BookingsSearch,
  type BookingsView,
} from './booking-filters.ts';
import { BookingsList } from './bookings-list.tsx';
import { monthOf } from './month-calendar-days.ts';
import { MonthCalendar } from './month-calendar.tsx';

const VIEWS: { view: BookingsView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'calendar', label: 'Month calendar' },
];

function Filters({
  search,
  onChange,
}: {
  search: BookingsSearch;
  onChange: (f: BookingFilters) => void;
}) {
  const locations = useQuery(locationsQuery);
  const { filters, view } = search;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = [...new FormData(event.currentTarget)].map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    const next = readBookingsSearch(new URLSearchParams(fields)).filters;
    onChange(next);
  }

  return (
    <form
      method="post"
      onSubmit={apply}
      aria-label="Filter bookings"
      // Remounted with the URL, so Back and Forward show the filters they list.
      key={writeBookingsSearch(search).toString()}
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4 print:hidden"
    >
      <label className={labelClass}>
        Status
        <select name={SEARCH_PARAMS.status} defaultValue={filters.status} className={fieldClass}>
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STAFF_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Campground
        <select
          name={SEARCH_PARAMS.locationId}
          defaultValue={filters.locationId}
          className={fieldClass}
        >
          <option value="">All campgrounds</option>
          {(locations.data ?? []).map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
          {/* A campground in the address that the catalogue no longer lists stays selectable. */}
          {filters.locationId && !locations.data?.some(({ id }) => id === filters.locationId) && (
            <option value={filters.locationId}>{filters.locationId}</option>
          )}
        </select>
      </label>
      {view === 'list' && (
        <>
          <label className={labelClass}>
            Arriving from
            <input
              type="date"
              name={SEARCH_PARAMS.from}
              defaultValue={filters.from}
              className={fieldClass}
            />
          </label>
          <label className={labelClass}>
            Arriving to
            <input
              type="date"
              name={SEARCH_PARAMS.to}
              defaultValue={filters.to}
              className={fieldClass}
            />
          </label>
        </>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={submitButton}>
          Apply filters
        </button>
        <Link
          to={{
            search: writeBookingsSearch({
              ...search,
              filters: { status: '', from: '', to: '', locationId: '' },
            }).toString(),
          }}
          className={secondaryButton}
        >
          Clear filters
        </Link>
      </div>
    </form>
  );
}

function ViewSwitch({ search }: { search: BookingsSearch }) {
  return (
    <nav aria-label="Bookings view" className="print:hidden">
      <ul className="inline-flex gap-1 rounded-lg bg-sand-100 p-1">
        {VIEWS.map(({ view, label }) => {
          const current = search.view === view;
          return (
            <li key={view}>
              <Link
                to={{ search: writeBookingsSearch({ ...search, view }).toString() }}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-3 py-1.5 text-sm font-semibold ${current ? 'bg-forest-700 text-white' : 'text-forest-800 hover:bg-forest-50'}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filters and the bookings they list, as a list or a month calendar. */
function BookingsView({
  search,
  onFilter,
}: {
  search: BookingsSearch;
  onFilter: (filters: BookingFilters) => void;
}) {
  const problem = filtersProblem(search.filters);
  const month = search.month || monthOf(todayInSydney());
  return (
    <>
      <Filters search={search} onChange={onFilter} />
      {problem ? (
        <Alert>{problem}</Alert>
      ) : search.view === 'calendar' ? (
        <MonthCalendar
          month={month}
          filters={search.filters}
          monthLink={(other) => ({
            search: writeBookingsSearch({ ...search, month: other }).toString(),
          })}
        />
      ) : (
        // A new filter starts again from its first page.
        <BookingsList key={JSON.stringify(search.filters)} filters={search.filters} />
      )}
    </>
  );
}

/**
 * Every booking, filterable, as a list a page at a time or as a month calendar; or those found by
 * reference, e-mail or name.
 */
export default function StaffBookingsPage() {
  const [params, setParams] = useSearchParams();
  const typed = params.get(FIND_PARAM)?.trim() ?? '';
  const search = readBookingsSearch(params);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StaffPageTitle title="Bookings" />
        {!typed && <ViewSwitch search={search} />}
      </div>
      <BookingFind typed={typed} />
      {!typed && (
        <BookingsView
          search={search}
          onFilter={(filters) => setParams(writeBookingsSearch({ ...search, filters }))}
        />
      )}
    </div>
  );
}
