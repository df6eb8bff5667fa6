import type { Firestore } from 'firebase-admin/firestore';
import { CLOSURE_AFFECTED_STATUSES } from '@camping/domain/closures/booking-closure';
import { hasNightIn } from '@camping/domain/closures/closure';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { storedBooking, type StoredBooking } from '../bookings/booking-transition.ts';

/** The campgrounds and nights (both included) of a closure. */
export interface ClosedNights {
  locationIds: readonly string[];
  firstNight: IsoDate;
  lastNight: IsoDate;
}

/**
 * Every booking held or paid with a night in the closure, by arrival: one query per campground on
 * (locationId, status, arrival), bounded by the last night; those that leave before the first
 * night are dropped here.
 */
export async function affectedBookings(
  db: Firestore,
  closure: ClosedNights,
): Promise<StoredBooking[]> {
  const snaps = await Promise.all(
    closure.locationIds.map((locationId) =>
      db
        .collection(COLLECTIONS.bookings)
        .where('locationId', '==', locationId)
        .where('status', 'in', CLOSURE_AFFECTED_STATUSES)
        .where('arrival', '<=', closure.lastNight)
        .get(),
    ),
  );
  return snaps
    .flatMap((snap) => snap.docs.map(storedBooking))
    .filter((booking) =>
      hasNightIn(
        { arrival: booking.arrival as IsoDate, departure: booking.departure as IsoDate },
        closure.firstNight,
        closure.lastNight,
      ),
    )
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.id.localeCompare(b.id));
}
