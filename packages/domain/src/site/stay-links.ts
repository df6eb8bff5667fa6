import { isIsoDate, type IsoDate } from '../dates/calendar.ts';
import { checkoutPath, PATHS } from './paths.ts';

// Apart from paths.ts, which every page's first load carries: only the search and the checkout use these.

/** The query parameters naming a stay, the same on the search (Locations) and the checkout. */
export const STAY_PARAMS = {
  arrival: 'arrival',
  departure: 'departure',
  guests: 'guests',
} as const;

export interface StayAsked {
  arrival: IsoDate;
  departure: IsoDate;
  guests: number;
}

const stayQuery = (stay: StayAsked) =>
  `${STAY_PARAMS.arrival}=${stay.arrival}&${STAY_PARAMS.departure}=${stay.departure}&${STAY_PARAMS.guests}=${stay.guests}`;

/** The search's results: `/locations?arrival=2027-03-05&departure=2027-03-07&guests=2`. */
export const staySearchPath = (stay: StayAsked) => `${PATHS.locations}?${stayQuery(stay)}`;

/** The checkout with everything chosen: campground, package, dates and guests. */
export const checkoutStayPath = (stay: StayAsked & { locationId: string; packageId: string }) =>
  `${checkoutPath(stay)}&${stayQuery(stay)}`;

/**
 * The stay an address names, or null when it names none. Only its shape is checked here (real dates,
 * a whole number of guests): the search and the checkout say what else is wrong with it.
 */
export function stayAskedIn(params: { get(name: string): string | null }): StayAsked | null {
  const arrival = params.get(STAY_PARAMS.arrival);
  const departure = params.get(STAY_PARAMS.departure);
  const guests = Number(params.get(STAY_PARAMS.guests));
  if (!isIsoDate(arrival) || !isIsoDate(departure) || !Number.isInteger(guests) || guests < 1) {
    return null;
  }
  return { arrival, departure, guests };
}
