import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { waitlistDocumentSchema, type WaitlistDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS, mailDoc } from '@camping/domain/firestore/paths';
import { WAITLIST_LIMITS, waitlistMailId } from '@camping/domain/waitlist/waitlist';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { stayContexts, stayNow } from './stay-free-now.ts';
import { waitlistMail } from './waitlist-mail.ts';

/** Pages of requests one sweep reads at most: 1,000 requests, oldest first; the rest wait a sweep. */
const MAX_PAGES = 5;

export interface TellCounts {
  told: number;
  waitingAgain: number;
  removed: number;
}

/**
 * Tells a waiting request's customer that its nights are free: in one atomic update that finds it
 * still waiting, it becomes told and its e-mail is queued under an id of its own for this telling.
 * Of two sweeps at once, one commits; the other's commit fails on the request it read, and its retry
 * finds it told.
 */
async function tell(
  db: Firestore,
  snap: DocumentSnapshot,
  request: WaitlistDocument,
  names: {
    locationName: string;
    packageName: string;
  },
) {
  const timesTold = request.timesTold + 1;
  const mail = await waitlistMail({ requestId: snap.id, request, ...names });
  const mailRef = db.doc(mailDoc(waitlistMailId(snap.id, timesTold)));
  return atomicUpdate(db, async (update) => {
    const [current, queued] = await update.getAll(snap.ref, mailRef);
    if (!current!.exists || queued!.exists || current!.get('state') !== 'waiting') return false;
    if (current!.get('unsubscribeToken') !== request.unsubscribeToken) return false;
    update.update(snap.ref, { state: 'told', timesTold, toldAt: FieldValue.serverTimestamp() });
    queueMail(db, update, mail, mailRef);
    return true;
  });
}

/** A told request whose nights are taken again waits for the next freeing. */
async function waitAgain(db: Firestore, snap: DocumentSnapshot) {
  return atomicUpdate(db, async (update) => {
    const current = await update.get(snap.ref);
    if (!current.exists || current.get('state') !== 'told') return false;
    update.update(snap.ref, { state: 'waiting' });
    return true;
  });
}

/** The requests, oldest first, a bounded page at a time. */
async function* requestPages(db: Firestore) {
  let after: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    let query = db
      .collection(COLLECTIONS.waitlist)
      .orderBy('createdAt')
      .limit(WAITLIST_LIMITS.sweepBatch);
    if (after) query = query.startAfter(after);
    const found = await query.get();
    yield found.docs;
    if (found.size < WAITLIST_LIMITS.sweepBatch) return;
    after = found.docs.at(-1);
  }
}

/**
 * The sweep's part for the waitlist (docs/decisions/0020-waitlist.md), run after holds expire so
 * nights an expired hold freed are told in the same sweep. Each request, in the order customers
 * asked, is checked by the checkout's rule: free and waiting, its customer is told (once per
 * freeing); taken and told, it waits again; an arrival that can no longer be booked (past, or inside
 * the notice) ends it. Nothing is held for anyone.
 */
export async function tellWaitlist(db: Firestore, now = new Date()): Promise<TellCounts> {
  const counts: TellCounts = { told: 0, waitingAgain: 0, removed: 0 };
  const today = todayInSydney(now);
  const contextOf = stayContexts(db);
  for await (const docs of requestPages(db)) {
    for (const snap of docs) {
      try {
        const request = waitlistDocumentSchema.parse(snap.data());
        const context = await contextOf(request);
        const noticeEnds = addDays(today, context.availability.minNoticeDays);
        if ((request.arrival as IsoDate) < noticeEnds) {
          await snap.ref.delete();
          counts.removed += 1;
          continue;
        }
        const stay = await stayNow(db, context, request, today);
        if (stay.kind === 'free' && request.state === 'waiting') {
          const names = {
            locationName: context.location.name,
            packageName: context.campingPackage.name,
          };
          if (await tell(db, snap, request, names)) counts.told += 1;
        } else if (stay.kind !== 'free' && request.state === 'told') {
          if (await waitAgain(db, snap)) counts.waitingAgain += 1;
        }
      } catch (error) {
        // One request that cannot be checked (its campground archived) must not hold up the others.
        logger.error('A waitlist request could not be checked.', { requestId: snap.id, error });
      }
    }
  }
  return counts;
}
