import { HOLDING_STATUSES, type BookingStatus } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { capacityProblem, type CapacityProblem } from '@camping/domain/booking/capacity';
import { datesFrom, type IsoDate } from '@camping/domain/dates/calendar';
import {
  crewDayDocumentSchema,
  nightDocumentSchema,
  type AvailabilitySettings,
} from '@camping/domain/firestore/documents';
import type { DateRange } from '@camping/domain/fields';
import { crewDayDoc, nightDoc } from '@camping/domain/firestore/paths';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
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

/** The documents that count a stay's kits and crew: its nights, then its arrival and departure days. */
export function inventoryRefs(db: Firestore, stay: StayInventory): DocumentReference[] {
  return [
    ...datesFrom(stay.arrival, stay.departure).map((night) =>
      db.doc(nightDoc(stay.packageId, night)),
    ),
    db.doc(crewDayDoc(stay.arrival)),
    db.doc(crewDayDoc(stay.departure)),
  ];
}

/** What stops the stay being held, read from the snapshots of `inventoryRefs` (same order); or null. */
export function problemIn(
  stay: StayInventory,
  snapshots: readonly DocumentSnapshot[],
  limits: CapacityLimits,
): CapacityProblem | null {
  const nightSnaps = snapshots.slice(0, -2);
  const [arrivalDay, departureDay] = snapshots.slice(-2);
  const kitsInUse = new Map<string, number>();
  for (const snap of nightSnaps) {
    if (snap.exists) {
      const night = nightDocumentSchema.parse(snap.data());
      kitsInUse.set(night.date, night.kitsInUse);
    }
  }
  const crew = (snap: DocumentSnapshot | undefined) =>
    snap?.exists ? crewDayDocumentSchema.parse(snap.data()) : { setUps: 0, packDowns: 0 };
  return capacityProblem(stay, {
    kitCount: limits.kitCount,
    kitsInUse,
    blackouts: limits.blackouts,
    setUpsOnArrival: crew(arrivalDay).setUps,
    packDownsOnDeparture: crew(departureDay).packDowns,
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
  for (const night of datesFrom(stay.arrival, stay.departure)) {
    transaction.set(
      db.doc(nightDoc(stay.packageId, night)),
      { date: night, kitsInUse: FieldValue.increment(change) },
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
