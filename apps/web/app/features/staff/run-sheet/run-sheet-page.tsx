import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Booking } from '@camping/domain/booking/booking';
import { isIsoDate, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { staffBookingPath } from '@camping/domain/site/staff-paths';
import {
  buildRunSheet,
  runSheetLastDay,
  type RunSheetCampground,
  type RunSheetDay,
  type RunSheetJob,
} from '@camping/domain/staff/run-sheet';
import { secondaryButton, submitButton } from '@camping/ui/button-styles';
import { formatStayDate, useCatalogueNames } from '#app/features/bookings/index.ts';
import { addOnsQuery } from '#app/features/catalogue/index.ts';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card } from '#app/shared/styles.ts';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { runSheetQuery } from '../staff-queries.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';
import { fieldClass, labelClass } from '../staff-styles.ts';

const DAY_PARAM = 'day';

const longDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

interface Names {
  locationName: (id: string) => string;
  packageName: (id: string) => string;
  addOnName: (id: string) => string;
  customerName: (booking: Booking) => string | undefined;
}

const countList = (counts: Map<string, number>, name: (id: string) => string) =>
  [...counts].map(([id, count]) => `${name(id)} × ${count}`).join(', ');

function Job({
  job,
  kind,
  names,
}: {
  job: RunSheetJob<Booking>;
  kind: 'set-up' | 'pack-down';
  names: Names;
}) {
  const { booking, tentative } = job;
  const name = names.customerName(booking);
  return (
    <li className="break-inside-avoid rounded-md border border-stone-200 p-3 print:border-stone-400">
      <p className="font-semibold">
        <Link
          to={staffBookingPath(booking.id)}
          className="text-forest-800 underline underline-offset-4 print:no-underline"
        >
          {name ?? booking.email ?? 'Customer'}
        </Link>
        {booking.phone && (
          <>
            {' '}
            · <a href={`tel:${booking.phone}`}>{booking.phone}</a>
          </>
        )}
        {tentative && (
          <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-sm font-semibold text-stone-900">
            Tentative: awaiting payment
          </span>
        )}
      </p>
      <p>
        {names.packageName(booking.packageId)} kit, {plural(booking.guests, 'guest', 'guests')}
        {booking.addOns.length > 0 &&
          `; add-ons: ${booking.addOns.map((line) => `${names.addOnName(line.addOnId)} × ${line.quantity}`).join(', ')}`}
      </p>
      <p className="text-sm text-stone-700">
        {kind === 'set-up'
          ? `Staying until ${formatStayDate(booking.departure)}`
          : `Arrived ${formatStayDate(booking.arrival)}`}{' '}
        · {STAFF_STATUS_LABELS[booking.status]}
        {booking.notes && ` · Notes: ${booking.notes}`}
      </p>
    </li>
  );
}

function Campground({
  campground,
  names,
}: {
  campground: RunSheetCampground<Booking>;
  names: Names;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-forest-900">
        {names.locationName(campground.locationId)}
      </h3>
      {(
        [
          ['Set-ups', 'set-up', campground.setUps],
          ['Pack-downs', 'pack-down', campground.packDowns],
        ] as const
      ).map(
        ([title, kind, jobs]) =>
          jobs.length > 0 && (
            <div key={kind}>
              <h4 className="font-semibold text-stone-800">
                {title} ({jobs.length})
              </h4>
              <ul className="mt-1 space-y-2">
                {jobs.map((job) => (
                  <Job key={job.booking.id} job={job} kind={kind} names={names} />
                ))}
              </ul>
            </div>
          ),
      )}
    </div>
  );
}

function Day({ day, names }: { day: RunSheetDay<Booking>; names: Names }) {
  const headingId = `day-${day.date}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`${card} space-y-3 p-4 sm:p-5 print:break-inside-avoid-page print:p-2 print:shadow-none`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-forest-900">
        {formatLongDate(day.date)}
      </h2>
      {day.campgrounds.length === 0 ? (
        <p className="text-stone-700">No set-ups or pack-downs.</p>
      ) : (
        <>
          {day.load.kits.size > 0 && (
            <p className="rounded-md bg-forest-50 p-2">
              <span className="font-semibold">To load:</span>{' '}
              {countList(day.load.kits, names.packageName)}
              {day.load.addOns.size > 0 &&
                `; add-ons: ${countList(day.load.addOns, names.addOnName)}`}
            </p>
          )}
          {day.campgrounds.map((campground) => (
            <Campground key={campground.locationId} campground={campground} names={names} />
          ))}
        </>
      )}
    </section>
  );
}

function useNames(customerNames: Record<string, string>): Names {
  const { locationName, packageName } = useCatalogueNames();
  const addOns = useQuery(addOnsQuery);
  return {
    locationName,
    packageName,
    addOnName: (id) => addOns.data?.find((addOn) => addOn.id === id)?.name ?? id,
    customerName: (booking) => customerNames[booking.userId],
  };
}

function Sheet({ from }: { from: IsoDate }) {
  const bookings = useQuery(runSheetQuery(from));
  const names = useNames(bookings.data?.customerNames ?? {});
  if (bookings.isPending) return <p role="status">Loading the run sheet…</p>;
  if (bookings.isError) {
    return (
      <QueryError
        message="We could not load the run sheet."
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  return (
    <div className="space-y-4">
      {buildRunSheet(bookings.data.bookings, from).map((day) => (
        <Day key={day.date} day={day} names={names} />
      ))}
    </div>
  );
}

/**
 * The crew's week: the set-ups and pack-downs of a day and the 7 after it, per campground, with the
 * kits and add-ons to load. Bookings awaiting payment show as tentative and load nothing. Printable.
 */
export default function RunSheetPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(DAY_PARAM) ?? '';
  const from = isIsoDate(asked) ? asked : todayInSydney();

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const day = String(new FormData(event.currentTarget).get(DAY_PARAM) ?? '');
    setParams(isIsoDate(day) ? { [DAY_PARAM]: day } : {});
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <StaffPageTitle title="Run sheet" />
        <p className="text-stone-700">
          {formatStayDate(from)} to {formatStayDate(runSheetLastDay(from))}: set-ups and pack-downs
          per campground.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <form method="post" onSubmit={choose} key={from} className="flex flex-wrap items-end gap-3">
          <label className={labelClass}>
            First day
            <input
              type="date"
              name={DAY_PARAM}
              defaultValue={from}
              required
              className={fieldClass}
            />
          </label>
          <button type="submit" className={submitButton}>
            Show
          </button>
        </form>
        <button type="button" onClick={() => window.print()} className={secondaryButton}>
          Print
        </button>
      </div>
      <Sheet from={from} />
    </div>
  );
}
