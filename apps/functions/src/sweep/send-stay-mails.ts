import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  STAY_MAIL_KINDS,
  STAY_MAIL_STATUS,
  stayMailId,
  stayMailWindow,
  type StayMailKind,
} from '@camping/domain/booking/stay-mails';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS, bookingDoc, mailDoc } from '@camping/domain/firestore/paths';
import { storedBooking, type StoredBooking } from '../bookings/booking-transition.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { stayMail, stayMailFacts } from '../mail/stay-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

/** How many bookings one sweep looks at per kind at most (the rest wait for the next sweep). */
const SWEEP_BATCH = 200;

/**
 * Queues one stay e-mail unless it already is: its `mail` document has the booking and kind as id,
 * and is created in an atomic update that finds it absent and the booking still in the status the
 * e-mail is for. Of two sweeps at once, one creates it; the other's commit fails on the document that
 * appeared, and its retry finds it there. Answers whether this call queued it.
 */
async function queueOnce(db: Firestore, booking: StoredBooking, kind: StayMailKind) {
  const facts = await stayMailFacts(db, booking);
  if (!facts) return false;
  const mail = await stayMail(kind, facts);
  const bookingRef = db.doc(bookingDoc(booking.id));
  const mailRef = db.doc(mailDoc(stayMailId(booking.id, kind)));
  return atomicUpdate(db, async (update) => {
    const [current, queued] = await update.getAll(bookingRef, mailRef);
    if (queued!.exists || !current!.exists) return false;
    if (storedBooking(current!).status !== STAY_MAIL_STATUS[kind]) return false;
    queueMail(db, update, mail, mailRef);
    return true;
  });
}

/** The bookings due one kind of stay e-mail today that have not had it: a bounded query by date. */
async function dueBookings(db: Firestore, kind: StayMailKind, now: Date) {
  const { field, from, to } = stayMailWindow(kind, todayInSydney(now));
  const found = await db
    .collection(COLLECTIONS.bookings)
    .where('status', '==', STAY_MAIL_STATUS[kind])
    .where(field, '>=', from)
    .where(field, '<=', to)
    .orderBy(field)
    .limit(SWEEP_BATCH)
    .get();
  if (found.empty) return [];
  const sent = await db.getAll(
    ...found.docs.map((doc) => db.doc(mailDoc(stayMailId(doc.id, kind)))),
  );
  return found.docs.filter((_, at) => !sent[at]!.exists).map(storedBooking);
}

/**
 * The sweep's part for the e-mails before and after a stay (docs/product/decisions.md): the
 * pre-arrival e-mail of each confirmed booking from 3 Sydney days before arrival, and the
 * after-stay e-mail of each completed one from the day after departure, each at most once.
 */
export async function sendDueStayMails(db: Firestore, now = new Date()) {
  const counts: Record<StayMailKind, number> = { 'pre-arrival': 0, 'after-stay': 0 };
  for (const kind of STAY_MAIL_KINDS) {
    for (const booking of await dueBookings(db, kind, now)) {
      try {
        if (await queueOnce(db, booking, kind)) counts[kind] += 1;
      } catch (error) {
        // One booking that cannot be written about must not hold up the others.
        logger.error('A stay e-mail could not be queued.', { bookingId: booking.id, kind, error });
      }
    }
  }
  return counts;
}
