import type { Firestore } from 'firebase-admin/firestore';
import {
  compareMatches,
  shiftsByNearness,
  type StayMatch,
  type StaySearchRequest,
  type StaySearchResponse,
  type StaySuggestion,
} from '@camping/domain/availability/stay-search';
import { guestsProblem } from '@camping/domain/booking/guests';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { inventoryRefs, problemIn } from '../bookings/stay-capacity.ts';
import {
  datesProblemOf,
  limitsOf,
  quoteChoice,
  stayOf,
  type StayContext,
} from '../bookings/stay-context.ts';
import type { SearchInventory } from './load-stay-search.ts';

type Stay = { arrival: IsoDate; departure: IsoDate };

/** Every campground offering a package that sleeps the guests, as a checkout would price them. */
function pairsFor(inventory: SearchInventory, guests: number): StayContext[] {
  return inventory.packages.flatMap((campingPackage) =>
    guestsProblem(guests, campingPackage, []) !== null
      ? []
      : inventory.locations
          .filter((location) => location.packageIds.includes(campingPackage.id))
          .map((location) => ({
            location,
            campingPackage,
            addOns: new Map(),
            pricing: inventory.pricing,
            availability: inventory.availability,
          })),
  );
}

/**
 * The pair's match for the stay, or null when a checkout would refuse it: the dates (notice, horizon,
 * minimum stay), then a kit on every night, blackouts, closures and the crew on both end days, with
 * the very checks and price of `quoteBooking` and `startCheckout`.
 */
function matchOf(
  db: Firestore,
  inventory: SearchInventory,
  context: StayContext,
  choice: Stay & { guests: number },
  today: IsoDate,
): StayMatch | null {
  const stayChoice = {
    ...choice,
    locationId: context.location.id,
    packageId: context.campingPackage.id,
    addOns: [],
  };
  if (datesProblemOf(context, stayChoice, today)) return null;
  const stay = stayOf(context, stayChoice);
  if (problemIn(stay, inventory.snapshotsOf(inventoryRefs(db, stay)), limitsOf(context))) {
    return null;
  }
  const quote = quoteChoice(context, stayChoice);
  return {
    locationId: context.location.id,
    locationName: context.location.name,
    packageId: context.campingPackage.id,
    packageName: context.campingPackage.name,
    driveMinutes: context.location.driveMinutes,
    totalCents: quote.totalCents,
    gstCents: quote.gstCents,
  };
}

/** Per package, the nearest stay of the same length (within the window) free at any campground. */
function nearestFreeStays(
  db: Firestore,
  inventory: SearchInventory,
  pairs: readonly StayContext[],
  request: StaySearchRequest,
  today: IsoDate,
): StaySuggestion[] {
  const suggestions: StaySuggestion[] = [];
  for (const campingPackage of inventory.packages) {
    const offering = pairs.filter((pair) => pair.campingPackage.id === campingPackage.id);
    for (const shift of offering.length > 0 ? shiftsByNearness() : []) {
      const stay = {
        arrival: addDays(request.arrival, shift),
        departure: addDays(request.departure, shift),
      };
      const free = offering.some(
        (pair) => matchOf(db, inventory, pair, { ...stay, guests: request.guests }, today) !== null,
      );
      if (free) {
        suggestions.push({
          packageId: campingPackage.id,
          packageName: campingPackage.name,
          ...stay,
        });
        break;
      }
    }
  }
  return suggestions.sort(
    (a, b) => a.arrival.localeCompare(b.arrival) || a.packageName.localeCompare(b.packageName),
  );
}

/**
 * What a search answers: the pairs free for the whole stay, sorted (compareMatches); when there is
 * none, the nearest free dates per package; and why the dates cannot be booked at all, if they cannot.
 */
export function findStays(
  db: Firestore,
  inventory: SearchInventory,
  request: StaySearchRequest,
  today: IsoDate,
): StaySearchResponse {
  const pairs = pairsFor(inventory, request.guests);
  const matches = pairs
    .map((pair) => matchOf(db, inventory, pair, request, today))
    .filter((match) => match !== null)
    .sort(compareMatches);
  return {
    matches,
    suggestions: matches.length > 0 ? [] : nearestFreeStays(db, inventory, pairs, request, today),
    problem: datesProblemOf(inventory, request, today),
  };
}
