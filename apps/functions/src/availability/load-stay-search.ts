import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  SEARCH_SHIFT_DAYS,
  type StaySearchRequest,
} from '@camping/domain/availability/stay-search';
import { addDays, datesFrom, monthsOf, type IsoDate } from '@camping/domain/dates/calendar';
import {
  locationDocumentSchema,
  packageDocumentSchema,
  type LocationDocument,
  type PackageDocument,
} from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  COLLECTIONS,
  crewDayDoc,
  kitMonthDoc,
  PRICING_SETTINGS_DOC,
} from '@camping/domain/firestore/paths';
import { pricingSettingsOf, type StayContext } from '../bookings/stay-context.ts';
import { availabilitySettingsOf } from './availability-settings.ts';

/** Everything a search decides from, read once for the stay and every stay it may suggest instead. */
export interface SearchInventory extends Pick<StayContext, 'pricing' | 'availability'> {
  /** Campgrounds taking bookings (not archived). */
  locations: (LocationDocument & { id: string })[];
  packages: (PackageDocument & { id: string })[];
  /** The snapshots of `refs`, in the same order, from what was read; for `problemIn`. */
  snapshotsOf(refs: readonly DocumentReference[]): DocumentSnapshot[];
}

/**
 * The days whose kits and crew a search reads: the stay moved up to SEARCH_SHIFT_DAYS either way,
 * so its nearest free dates come from the same read. Its nights end the day before the last day.
 */
export function searchWindow(request: StaySearchRequest): { first: IsoDate; last: IsoDate } {
  return {
    first: addDays(request.arrival, -SEARCH_SHIFT_DAYS),
    last: addDays(request.departure, SEARCH_SHIFT_DAYS),
  };
}

/**
 * Reads the catalogue, both settings, the crew's days of the window and every package's kit months
 * of the window's nights: two round trips whose documents are fixed by the catalogue and the
 * window's length, the same with no bookings as with ten thousand (ADR 0019).
 */
export async function loadSearchInventory(
  db: Firestore,
  request: StaySearchRequest,
): Promise<SearchInventory> {
  const { first, last } = searchWindow(request);
  const days = datesFrom(first, addDays(last, 1));
  const [locationsSnap, packagesSnap, [availabilitySnap, pricingSnap, ...crewSnaps]] =
    await Promise.all([
      db.collection(COLLECTIONS.locations).get(),
      db.collection(COLLECTIONS.packages).get(),
      db.getAll(
        db.doc(AVAILABILITY_SETTINGS_DOC),
        db.doc(PRICING_SETTINGS_DOC),
        ...days.map((day) => db.doc(crewDayDoc(day))),
      ),
    ]);
  const pricing = pricingSettingsOf(pricingSnap);
  const packages = packagesSnap.docs.map((snap) => ({
    id: snap.id,
    ...packageDocumentSchema.parse(snap.data()),
  }));
  const months = monthsOf(datesFrom(first, last));
  const kitSnaps =
    packages.length === 0
      ? []
      : await db.getAll(
          ...packages.flatMap((pkg) => months.map((month) => db.doc(kitMonthDoc(pkg.id, month)))),
        );
  const read = new Map([...crewSnaps, ...kitSnaps].map((snap) => [snap.ref.path, snap] as const));
  return {
    pricing,
    availability: availabilitySettingsOf(availabilitySnap),
    locations: locationsSnap.docs
      .map((snap) => ({ id: snap.id, ...locationDocumentSchema.parse(snap.data()) }))
      .filter((location) => !location.archived),
    packages,
    snapshotsOf: (refs) =>
      refs.map((ref) => {
        const snap = read.get(ref.path);
        if (!snap) throw new Error(`${ref.path} lies outside the search's window.`);
        return snap;
      }),
  };
}
