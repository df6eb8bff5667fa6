import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { HOLDING_STATUSES, type BookingStatus } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { capacityProblem, type CapacityProblem } from '@camping/domain/booking/capacity';
import { datesFrom, monthOf, monthsOf, type IsoDate } from '@camping/domain/dates/calendar';
import type { DateRange } from '@camping/domain/fields';
import {
  crewDayDocumentSchema,
  type AvailabilitySettings,
} from '@camping/domain/firestore/documents';
import { crewDayDoc, kitMonthDoc } from '@camping/domain/firestore/paths';
import { kitsInUseIn } from '../availability/kits-in-use.ts';
import type { AtomicUpdate } from '../shared/atomic-update.ts';

/** A stay's place in the inventory: which package's kits, which nights, which crew days. */
export interface StayInventory {
  packageId: string;
  arrival: IsoDate;
  departure: IsoDate;
}

export interface CapacityLimits {
  kitCount: number;
  blackouts: readonly DateRange[];
  availability: Pick<AvailabilitySettings, 'crewSetUpsPerDay' | 'crewPackDownsPerDay'>;
}

/** The nights of a stay, and the months they fall in. */
function nightsOf(stay: StayInventory) {
  const nights = datesFrom(stay.arrival, stay.departure);
  return { nights, months: monthsOf(nights) };
}

/**
 * The documents that count a stay's kits and crew: the months of its nights (one or two), then its
 * arrival and departure days.
 */
export function inventoryRefs(db: Firestore, stay: StayInventory): DocumentReference[] {
  return [
    ...nightsOf(stay).months.map((month) => db.doc(kitMonthDoc(stay.packageId, month))),
    db.doc(crewDayDoc(stay.arrival)),
    db.doc(crewDayDoc(stay.departure)),
  ];
}

/**
 * What stops the stay being held, read from the snapshots of `inventoryRefs` (same order); or null.
 * `own` are stays the same booking already holds (moving to other dates): their kits and crew count
 * as free for it.
 */
export function problemIn(
  stay: StayInventory,
  snapshots: readonly DocumentSnapshot[],
  limits: CapacityLimits,
  own: readonly StayInventory[] = [],
): CapacityProblem | null {
  const [arrivalDay, departureDay] = snapshots.slice(-2);
  const crew = (snap: DocumentSnapshot | undefined) =>
    snap?.exists ? crewDayDocumentSchema.parse(snap.data()) : { setUps: 0, packDowns: 0 };
  const kitsInUse = kitsInUseIn(snapshots.slice(0, -2));
  const ownNights = new Set(
    own
      .filter((held) => held.packageId === stay.packageId)
      .flatMap((held) => nightsOf(held).nights),
  );
  for (const night of ownNights) kitsInUse.set(night, Math.max(0, (kitsInUse.get(night) ?? 0) - 1));
  const ownSetUp = own.some((held) => held.arrival === stay.arrival) ? 1 : 0;
  const ownPackDown = own.some((held) => held.departure === stay.departure) ? 1 : 0;
  return capacityProblem(stay, {
    kitCount: limits.kitCount,
    kitsInUse,
    blackouts: limits.blackouts,
    setUpsOnArrival: Math.max(0, crew(arrivalDay).setUps - ownSetUp),
    packDownsOnDeparture: Math.max(0, crew(departureDay).packDowns - ownPackDown),
    crewSetUpsPerDay: limits.availability.crewSetUpsPerDay ?? BOOKING_RULES.crewSetUpsPerDay,
    crewPackDownsPerDay:
      limits.availability.crewPackDownsPerDay ?? BOOKING_RULES.crewPackDownsPerDay,
  });
}

/**
 * Takes (+1) or gives back (-1) a kit on every night of the stay and the crew on its end days, in the
 * caller's transaction. Increments need no reads, so releasing can follow a status change anywhere
 * in a transaction; taking is only done after `problemIn` found room in the same transaction.
 */
export function adjustInventory(
  db: Firestore,
  transaction: AtomicUpdate,
  stay: StayInventory,
  change: 1 | -1,
): void {
  const { nights, months } = nightsOf(stay);
  for (const month of months) {
    const kitsInUse = Object.fromEntries(
      nights
        .filter((night) => monthOf(night) === month)
        .map((night) => [night, FieldValue.increment(change)]),
    );
    transaction.set(
      db.doc(kitMonthDoc(stay.packageId, month)),
      { month, kitsInUse },
      { merge: true },
    );
  }
  transaction.set(
    db.doc(crewDayDoc(stay.arrival)),
    {
      date: stay.arrival,
      setUps: FieldValue.increment(change),
      packDowns: FieldValue.increment(0),
    },
    { merge: true },
  );
  transaction.set(
    db.doc(crewDayDoc(stay.departure)),
    {
      date: stay.departure,
      setUps: FieldValue.increment(0),
      packDowns: FieldValue.increment(change),
    },
    { merge: true },
  );
}

/** Whether moving a booking between these statuses takes or frees its kits and crew. */
export function inventoryChange(from: BookingStatus, to: BookingStatus): 1 | -1 | 0 {
  const held = HOLDING_STATUSES.includes(from);
  const holds = HOLDING_STATUSES.includes(to);
  return held === holds ? 0 : holds ? 1 : -1;
}
