import type { Booking, BookingStatus } from '../booking/booking.ts';
import { addDays, compareIsoDates, type IsoDate } from '../dates/calendar.ts';

/** The run sheet covers the chosen day and the 7 after it: the crew's week ahead. */
export const RUN_SHEET_DAYS = 8;

/**
 * The statuses the crew works for. A paid booking (requested or confirmed) is firm; one still awaiting
 * payment is tentative: its hold becomes a request or expires within half an hour, so the sheet shows
 * it, marked, but leaves it out of what to load.
 */
const FIRM_STATUSES: readonly BookingStatus[] = ['requested', 'confirmed'];
const TENTATIVE_STATUSES: readonly BookingStatus[] = ['pending_payment'];

/** What the run sheet needs of a booking. */
export type RunSheetBooking = Pick<
  Booking,
  'id' | 'locationId' | 'packageId' | 'addOns' | 'arrival' | 'departure' | 'guests' | 'status'
>;

export interface RunSheetJob<B extends RunSheetBooking = RunSheetBooking> {
  booking: B;
  /** Awaiting payment: it may not happen. */
  tentative: boolean;
}

export interface RunSheetCampground<B extends RunSheetBooking = RunSheetBooking> {
  locationId: string;
  /** Arrivals: set up before the guests come. */
  setUps: RunSheetJob<B>[];
  /** Departures: pack down after they leave. */
  packDowns: RunSheetJob<B>[];
}

export interface RunSheetDay<B extends RunSheetBooking = RunSheetBooking> {
  date: IsoDate;
  /** Only campgrounds with work that day, by id. */
  campgrounds: RunSheetCampground<B>[];
  /** What to load for the day's firm set-ups: kits per package and add-ons, by id. */
  load: { kits: Map<string, number>; addOns: Map<string, number> };
}

function add(counts: Map<string, number>, id: string, count: number) {
  counts.set(id, (counts.get(id) ?? 0) + count);
}

/**
 * The set-ups (arrivals) and pack-downs (departures) of each day from `from`, for `days` days, per
 * campground. Bookings that hold no kit (declined, cancelled, expired, completed) are not on it.
 */
export function buildRunSheet<B extends RunSheetBooking>(
  bookings: readonly B[],
  from: IsoDate,
  days: number = RUN_SHEET_DAYS,
): RunSheetDay<B>[] {
  const sheet = Array.from({ length: days }, (_, index) => ({
    date: addDays(from, index),
    campgrounds: new Map<string, RunSheetCampground<B>>(),
    load: { kits: new Map<string, number>(), addOns: new Map<string, number>() },
  }));
  const dayOf = new Map(sheet.map((day) => [day.date as string, day]));
  const sorted = [...bookings].sort(
    (a, b) => compareIsoDates(a.arrival, b.arrival) || a.id.localeCompare(b.id),
  );
  for (const booking of sorted) {
    const tentative = TENTATIVE_STATUSES.includes(booking.status);
    if (!tentative && !FIRM_STATUSES.includes(booking.status)) continue;
    const job = { booking, tentative };
    for (const [date, list] of [
      [booking.arrival, 'setUps'],
      [booking.departure, 'packDowns'],
    ] as const) {
      const day = dayOf.get(date);
      if (!day) continue;
      let campground = day.campgrounds.get(booking.locationId);
      if (!campground) {
        campground = { locationId: booking.locationId, setUps: [], packDowns: [] };
        day.campgrounds.set(booking.locationId, campground);
      }
      campground[list].push(job);
      if (list === 'setUps' && !tentative) {
        add(day.load.kits, booking.packageId, 1);
        for (const line of booking.addOns) add(day.load.addOns, line.addOnId, line.quantity);
      }
    }
  }
  return sheet.map((day) => ({
    date: day.date,
    campgrounds: [...day.campgrounds.values()].sort((a, b) =>
      a.locationId.localeCompare(b.locationId),
    ),
    load: day.load,
  }));
}

/** The last day a run sheet from `from` covers: its bookings arrive or depart between the two. */
export const runSheetLastDay = (from: IsoDate, days: number = RUN_SHEET_DAYS) =>
  addDays(from, days - 1);
