import { BOOKING_STATUSES, type BookingStatus } from '@camping/domain/booking/booking';
import { isIsoDate, type IsoDate } from '@camping/domain/dates/calendar';

// The bookings page keeps its filters in the URL's search parameters, so a filtered list can be
// bookmarked, shared and reloaded. Whatever the address bar says is read defensively: a value that
// is not one of ours counts as not set.

export interface BookingFilters {
  status: BookingStatus | '';
  /** Arrival on or after this date. */
  from: IsoDate | '';
  /** Arrival on or before this date. */
  to: IsoDate | '';
  locationId: string;
}

export type BookingsView = 'list' | 'calendar';

export interface BookingsSearch {
  filters: BookingFilters;
  view: BookingsView;
  /** The calendar's month, `YYYY-MM`; '' for the current one. */
  month: string;
}

/** Where a page of bookings starts: after this booking, in arrival-then-reference order. */
export interface BookingCursor {
  arrival: string;
  id: string;
}

export const SEARCH_PARAMS = {
  status: 'status',
  from: 'from',
  to: 'to',
  locationId: 'campground',
  view: 'view',
  month: 'month',
} as const;

const isStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);
const isMonth = (value: string) =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isIsoDate(`${value}-01`);

export function readBookingsSearch(params: URLSearchParams): BookingsSearch {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const status = get(SEARCH_PARAMS.status);
  const from = get(SEARCH_PARAMS.from);
  const to = get(SEARCH_PARAMS.to);
  const locationId = get(SEARCH_PARAMS.locationId);
  const month = get(SEARCH_PARAMS.month);
  return {
    filters: {
      status: isStatus(status) ? status : '',
      from: isIsoDate(from) ? from : '',
      to: isIsoDate(to) ? to : '',
      locationId: /^[a-z0-9-]{1,80}$/.test(locationId) ? locationId : '',
    },
    view: get(SEARCH_PARAMS.view) === 'calendar' ? 'calendar' : 'list',
    month: isMonth(month) ? month : '',
  };
}

/** The search parameters of a bookings view: only what is set, so the plain list is plain `/admin`. */
export function writeBookingsSearch(search: BookingsSearch): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  set(SEARCH_PARAMS.status, search.filters.status);
  set(SEARCH_PARAMS.from, search.filters.from);
  set(SEARCH_PARAMS.to, search.filters.to);
  set(SEARCH_PARAMS.locationId, search.filters.locationId);
  if (search.view === 'calendar') {
    params.set(SEARCH_PARAMS.view, 'calendar');
    set(SEARCH_PARAMS.month, search.month);
  }
  return params;
}

/** A date range the other way round finds nothing: said before asking Firestore. */
export const filtersProblem = (filters: BookingFilters): string | null =>
  filters.from && filters.to && filters.from > filters.to
    ? 'The "arriving from" date is after the "arriving to" date.'
    : null;
