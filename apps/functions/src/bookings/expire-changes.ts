import type { Firestore } from 'firebase-admin/firestore';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { storedBooking } from './booking-transition.ts';
import { releaseChange } from './date-change-moves.ts';

/** How many due changes one sweep gives up; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Gives up every change of dates whose difference was not paid in time: its new nights and crew days
 * are free again and the booking stays exactly as it was. A query on the change's hold end (a
 * single-field index), not a scan; each booking is re-read in its own atomic update, so a payment
 * that lands meanwhile wins.
 */
export async function expireDueChanges(db: Firestore, now: Date = new Date()): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.bookings)
    .where('pendingChange.holdExpiresAt', '<=', now.toISOString())
    .limit(SWEEP_BATCH)
    .get();
  let released = 0;
  for (const doc of due.docs) {
    const changed = await atomicUpdate(db, async (update) => {
      const booking = storedBooking(await update.get(db.doc(bookingDoc(doc.id))));
      const pending = booking.pendingChange;
      if (!pending || pending.holdExpiresAt > now.toISOString()) return false;
      releaseChange(
        db,
        update,
        booking,
        `The change of dates was not paid within ${BOOKING_RULES.holdMinutes} minutes; the booking is as it was.`,
      );
      return true;
    });
    if (changed) released += 1;
  }
  return released;
}
