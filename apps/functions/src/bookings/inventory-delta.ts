import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { datesFrom, monthOf, type IsoDate } from '@camping/domain/dates/calendar';
import { crewDayDoc, kitMonthDoc } from '@camping/domain/firestore/paths';
import type { AtomicUpdate } from '../shared/atomic-update.ts';
import type { StayInventory } from './stay-capacity.ts';

/**
 * Kits and crew taken (+) or given back (-) by a change of stay, counted per package and night and
 * per crew day, so a move writes each inventory document once, with what moves: a write per document
 * is what keeps an atomic update's preconditions sound when two stays share a month.
 */
export type InventoryDelta = ReadonlyMap<string, number>;

const kitKey = (packageId: string, night: IsoDate) => `kit|${packageId}|${night}`;
const setUpKey = (date: IsoDate) => `setUp|${date}`;
const packDownKey = (date: IsoDate) => `packDown|${date}`;

/** What a stay holds: a kit on every night, a set-up on arrival and a pack-down on departure. */
function holdingsOf(stay: StayInventory): string[] {
  return [
    ...datesFrom(stay.arrival, stay.departure).map((night) => kitKey(stay.packageId, night)),
    setUpKey(stay.arrival),
    packDownKey(stay.departure),
  ];
}

/** What moving a held stay from `from` to `to` takes (+1) and gives back (-1); what both hold stays. */
export function moveDelta(from: StayInventory, to: StayInventory): Map<string, number> {
  const delta = new Map<string, number>();
  for (const key of holdingsOf(to)) delta.set(key, (delta.get(key) ?? 0) + 1);
  for (const key of holdingsOf(from)) delta.set(key, (delta.get(key) ?? 0) - 1);
  return new Map([...delta].filter(([, n]) => n !== 0));
}

/** Only what is taken (sign 1) or only what is given back (sign -1). */
export function partOf(delta: InventoryDelta, sign: 1 | -1): Map<string, number> {
  return new Map([...delta].filter(([, n]) => Math.sign(n) === sign));
}

/** The sum of deltas (`scale` -1 undoes one). */
export function combine(...parts: [InventoryDelta, 1 | -1][]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const [delta, scale] of parts) {
    for (const [key, n] of delta) sum.set(key, (sum.get(key) ?? 0) + n * scale);
  }
  return new Map([...sum].filter(([, n]) => n !== 0));
}

/** Writes a delta in the caller's update: one increment write per month of kits and per crew day. */
export function applyDelta(db: Firestore, update: AtomicUpdate, delta: InventoryDelta): void {
  const months = new Map<string, { packageId: string; month: string; kits: [IsoDate, number][] }>();
  const days = new Map<IsoDate, { setUps: number; packDowns: number }>();
  for (const [key, n] of delta) {
    const [kind, first, second] = key.split('|') as [string, string, IsoDate | undefined];
    if (kind === 'kit') {
      const night = second!;
      const id = `${first}|${monthOf(night)}`;
      const entry = months.get(id) ?? { packageId: first, month: monthOf(night), kits: [] };
      entry.kits.push([night, n]);
      months.set(id, entry);
    } else {
      const day = days.get(first as IsoDate) ?? { setUps: 0, packDowns: 0 };
      if (kind === 'setUp') day.setUps += n;
      else day.packDowns += n;
      days.set(first as IsoDate, day);
    }
  }
  for (const { packageId, month, kits } of months.values()) {
    const kitsInUse = Object.fromEntries(
      kits.map(([night, n]) => [night, FieldValue.increment(n)]),
    );
    update.set(db.doc(kitMonthDoc(packageId, month)), { month, kitsInUse }, { merge: true });
  }
  for (const [date, { setUps, packDowns }] of days) {
    update.set(
      db.doc(crewDayDoc(date)),
      {
        date,
        setUps: FieldValue.increment(setUps),
        packDowns: FieldValue.increment(packDowns),
      },
      { merge: true },
    );
  }
}

/** A stay's place in the inventory, from a booking or a change of one. */
export const heldStayOf = (stay: {
  packageId: string;
  arrival: string;
  departure: string;
}): StayInventory => ({
  packageId: stay.packageId,
  arrival: stay.arrival as IsoDate,
  departure: stay.departure as IsoDate,
});

/** Everything a stay holds, as taken (+1). */
export function holdingDelta(stay: StayInventory): Map<string, number> {
  return new Map(holdingsOf(stay).map((key) => [key, 1]));
}

/**
 * What a change waiting for payment holds beyond the booking's own stay: the nights and crew days of
 * the new stay the booking does not hold already. Taken when the change is held, given back when it
 * is given up; the rest of the old stay is given back when it completes.
 */
export function pendingGainOf(booking: {
  packageId: string;
  arrival: string;
  departure: string;
  pendingChange?: { packageId: string; arrival: string; departure: string } | undefined;
}): Map<string, number> {
  return booking.pendingChange
    ? partOf(moveDelta(heldStayOf(booking), heldStayOf(booking.pendingChange)), 1)
    : new Map();
}
