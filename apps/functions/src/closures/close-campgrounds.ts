import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ClosureDocument } from '@camping/domain/closures/closure-document';
import type { StaffCloseCampgroundsRequest } from '@camping/domain/closures/closure-requests';
import { compareIsoDates, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { closureDocumentSchema, locationDocumentSchema } from '@camping/domain/firestore/documents';
import { closureDoc, COLLECTIONS, locationDoc } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable, type SignedInRequest } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';
import { affectedBookings } from './affected-bookings.ts';
import { reachBooking, type Reached } from './reach-booking.ts';

/** Bookings brought into a closure at once: each is its own atomic update. */
const AT_ONCE = 5;

/** A campground's closures keep a reason of at most this many characters (the catalogue's limit). */
const LOCATION_REASON_LENGTH = 200;

/**
 * Writes the closure (id: the call's key) and adds its nights to each campground's `closures`,
 * where every availability check, hold and move already looks, with the audit entry, in one atomic
 * update. The same key again finds the closure and changes nothing.
 */
async function recordClosure(
  call: SignedInRequest,
  closureId: string,
  request: StaffCloseCampgroundsRequest,
): Promise<ClosureDocument & { id: string }> {
  const closureRef = db.doc(closureDoc(closureId));
  return atomicUpdate(db, async (update) => {
    const [closureSnap, ...locationSnaps] = await update.getAll(
      closureRef,
      ...request.locationIds.map((id) => db.doc(locationDoc(id))),
    );
    if (closureSnap!.exists) {
      return { id: closureId, ...closureDocumentSchema.parse(closureSnap!.data()) };
    }
    const range = {
      from: request.firstNight,
      to: request.lastNight,
      reason: request.reason.slice(0, LOCATION_REASON_LENGTH),
    };
    for (const snap of locationSnaps) {
      if (!snap.exists) {
        throw new HttpsError('not-found', `There is no campground with the id "${snap.id}".`);
      }
      const { closures } = locationDocumentSchema.parse(snap.data());
      update.update(snap.ref, { closures: [...closures, range] });
    }
    const email = call.auth.token.email;
    const closure: ClosureDocument = {
      locationIds: request.locationIds,
      firstNight: request.firstNight,
      lastNight: request.lastNight,
      reason: request.reason,
      createdBy: call.auth.uid,
      ...(email ? { createdByEmail: email } : {}),
      createdAt: new Date().toISOString(),
      affectedBookingIds: [],
      releasedHoldIds: [],
    };
    update.create(closureRef, closure);
    recordAudit(update, call, {
      action: 'staffCloseCampgrounds',
      target: closureDoc(closureId),
      reason: request.reason,
      before: null,
      after: closure,
    });
    return { id: closureId, ...closure };
  });
}

/**
 * Brings every booking with a night in the closure into it, a few at a time, lists them on the
 * closure, and answers how many bookings it reached. It looks twice: a checkout that read the campground just before the closure and held
 * its stay just after is found by the second look.
 */
async function reachAll(db: Firestore, closure: ClosureDocument & { id: string }, today: IsoDate) {
  const closureRef = db.doc(closureDoc(closure.id));
  const nights = {
    locationIds: closure.locationIds,
    firstNight: closure.firstNight as IsoDate,
    lastNight: closure.lastNight as IsoDate,
  };
  for (let look = 0; look < 2; look += 1) {
    const found = await affectedBookings(db, nights);
    const asked: string[] = [];
    const released: string[] = [];
    for (let start = 0; start < found.length; start += AT_ONCE) {
      const batch = found.slice(start, start + AT_ONCE);
      const reached: Reached[] = await Promise.all(
        batch.map((booking) => reachBooking(db, booking, closure, today)),
      );
      batch.forEach((booking, at) => {
        if (reached[at] === 'asked') asked.push(booking.id);
        if (reached[at] === 'released') released.push(booking.id);
      });
    }
    // arrayUnion refuses an empty list: a closure may reach only paid bookings, or only holds.
    const reachedIds = {
      ...(asked.length > 0 && { affectedBookingIds: FieldValue.arrayUnion(...asked) }),
      ...(released.length > 0 && { releasedHoldIds: FieldValue.arrayUnion(...released) }),
    };
    if (Object.keys(reachedIds).length > 0) await closureRef.update(reachedIds);
  }
  // Counted from the bookings, so a close sent again answers all the closure reached, whichever run did.
  const reached = await db
    .collection(COLLECTIONS.bookings)
    .where('closure.closureId', '==', closure.id)
    .count()
    .get();
  return reached.data().count;
}

/**
 * Callable (staff): closes campgrounds for a range of nights. The nights close to new bookings at
 * once; every booking with a night in them is brought into the closure (a hold released, a paid
 * booking asked to choose by its deadline), each customer e-mailed. The same key again closes once
 * and answers the same count; it also finishes a closure a failure cut short.
 */
export const staffCloseCampgrounds = defineCallable(
  'staffCloseCampgrounds',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ idempotencyKey, ...rest }, call) => {
    const today = todayInSydney();
    if (compareIsoDates(rest.lastNight as IsoDate, today) < 0) {
      throw new HttpsError(
        'failed-precondition',
        'These nights are past, so there is nothing to close.',
      );
    }
    const closure = await recordClosure(call, idempotencyKey, { idempotencyKey, ...rest });
    const affectedCount = await reachAll(db, closure, today);
    return { closureId: closure.id, affectedCount };
  },
);
