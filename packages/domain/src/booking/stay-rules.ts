import type { PeakPeriod } from '../catalogue/pricing-settings.ts';
import { peakPeriodOn } from '../catalogue/pricing.ts';
import { addDays, compareIsoDates, daysBetween, type IsoDate } from '../dates/calendar.ts';
import { BOOKING_RULES } from './booking-rules.ts';

/**
 * The fewest nights a stay arriving on `arrival` may have: the business minimum, or the peak period's
 * longer one when the arrival falls in a peak period that sets one.
 */
export function minimumStayNights(
  arrival: IsoDate,
  peakPeriods: readonly PeakPeriod[],
  businessMinimum: number = BOOKING_RULES.minStayNights,
): number {
  const period = peakPeriodOn(arrival, peakPeriods);
  return Math.max(businessMinimum, period?.minStayNights ?? 0);
}

export interface StayWindow {
  arrival: IsoDate;
  departure: IsoDate;
  /** Today in Australia/Sydney. */
  today: IsoDate;
  minNoticeDays: number;
  horizonDays: number;
  minStayNights?: number;
  peakPeriods: readonly PeakPeriod[];
}

/**
 * Why a stay cannot be booked whatever is free (too short, too long, too soon, too far ahead), as a
 * sentence for the customer; null when its dates are acceptable. Kits, crew and blackouts are checked
 * against the stored state when the stay is held.
 */
export function stayDatesProblem(stay: StayWindow): string | null {
  const nights = daysBetween(stay.arrival, stay.departure);
  if (nights < 1) return 'Choose a departure date after your arrival date.';
  const minimum = minimumStayNights(stay.arrival, stay.peakPeriods, stay.minStayNights);
  if (nights < minimum) {
    const peak = peakPeriodOn(stay.arrival, stay.peakPeriods);
    return peak && minimum > (stay.minStayNights ?? BOOKING_RULES.minStayNights)
      ? `Stays arriving in ${peak.name} are at least ${minimum} nights.`
      : `Stays are at least ${minimum} nights.`;
  }
  if (nights > BOOKING_RULES.maxStayNights) {
    return `Stays are at most ${BOOKING_RULES.maxStayNights} nights; for longer, contact us.`;
  }
  if (compareIsoDates(stay.arrival, addDays(stay.today, stay.minNoticeDays)) < 0) {
    return `Book at least ${stay.minNoticeDays} days before you arrive, so the crew can prepare.`;
  }
  if (compareIsoDates(addDays(stay.departure, -1), addDays(stay.today, stay.horizonDays)) > 0) {
    return `Stays can be booked up to ${stay.horizonDays} days ahead.`;
  }
  return null;
}

/** Whole days from today (Sydney) to the arrival date: what the cancellation tiers count. */
export function daysBeforeArrival(today: IsoDate, arrival: IsoDate): number {
  return daysBetween(today, arrival);
}
