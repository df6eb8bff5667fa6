import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays, datesFrom, daysBetween, type IsoDate } from '@camping/domain/dates/calendar';

/** What the checkout's calendar knows about a package at a campground. */
export interface StayConstraints {
  /** Nights that cannot be booked (`getUnavailableDates`), as `YYYY-MM-DD`. */
  unavailableNights: ReadonlySet<string>;
  /** The fewest nights a stay arriving that day may have (peak periods may ask more). */
  minimumStay: (arrival: IsoDate) => number;
  /** Exactly this many nights (a closed stay moves with its number of nights), when set. */
  nights?: number;
}

export interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
}

function nightsFree(arrival: IsoDate, departure: IsoDate, constraints: StayConstraints): boolean {
  return datesFrom(arrival, departure).every((night) => !constraints.unavailableNights.has(night));
}

/**
 * Whether a stay can be booked as far as the calendar knows: long enough for its arrival day, not too
 * long, and every night free. The departure day is not a night: it may be a booked-out one.
 */
export function isBookableStay(stay: Stay, constraints: StayConstraints): boolean {
  const nights = daysBetween(stay.arrival, stay.departure);
  if (constraints.nights !== undefined && nights !== constraints.nights) return false;
  return (
    nights >= constraints.minimumStay(stay.arrival) &&
    nights <= BOOKING_RULES.maxStayNights &&
    nightsFree(stay.arrival, stay.departure, constraints)
  );
}

/** Whether a stay can start that day: its shortest allowed stay is free. */
export function canArriveOn(date: IsoDate, constraints: StayConstraints): boolean {
  return isBookableStay(
    { arrival: date, departure: addDays(date, constraints.minimumStay(date)) },
    constraints,
  );
}

/**
 * Whether the calendar lets a person pick `date`. Before the first pick, only days a stay can start
 * on; once one end is picked (`anchor`), only days that make a bookable stay with it, whichever of
 * the two comes first.
 */
export function isSelectableDate(
  date: IsoDate,
  anchor: IsoDate | null,
  constraints: StayConstraints,
): boolean {
  if (anchor === null) return canArriveOn(date, constraints);
  if (date === anchor) return false;
  const stay =
    date < anchor ? { arrival: date, departure: anchor } : { arrival: anchor, departure: date };
  return isBookableStay(stay, constraints);
}
