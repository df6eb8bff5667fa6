import type { Firestore } from 'firebase-admin/firestore';
import { guestsProblem } from '@camping/domain/booking/guests';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { JoinWaitlistRequest } from '@camping/domain/waitlist/waitlist';
import {
  capacityProblemNow,
  datesProblemOf,
  loadStayContext,
  type StayContext,
} from '../bookings/stay-context.ts';

/** Whether a waited-for stay could be booked now, by exactly the checkout's rule. */
export type StayNow =
  { kind: 'unbookable'; problem: string } | { kind: 'taken' } | { kind: 'free' };

/** The campground, package and settings of a stay, read once per campground and package a sweep sees. */
export function stayContexts(db: Firestore) {
  const loaded = new Map<string, Promise<StayContext>>();
  return (stay: JoinWaitlistRequest) => {
    const key = `${stay.locationId}/${stay.packageId}`;
    if (!loaded.has(key)) loaded.set(key, loadStayContext(db, { ...stay, addOns: [] }));
    return loaded.get(key)!;
  };
}

/**
 * A stay as the checkout would find it now: dates it refuses whatever is free (length, notice,
 * horizon) or guests the package cannot take, nights taken (kits, crew, blackouts and closures), or
 * free to book.
 */
export async function stayNow(
  db: Firestore,
  context: StayContext,
  stay: JoinWaitlistRequest,
  today: IsoDate,
): Promise<StayNow> {
  const problem =
    datesProblemOf(context, stay, today) ?? guestsProblem(stay.guests, context.campingPackage, []);
  if (problem) return { kind: 'unbookable', problem };
  const taken = await capacityProblemNow(db, context, { ...stay, addOns: [] });
  return taken ? { kind: 'taken' } : { kind: 'free' };
}
