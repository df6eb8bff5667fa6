import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { waitlistDocumentSchema, type WaitlistDocument } from '@camping/domain/firestore/documents';
import { waitlistDoc } from '@camping/domain/firestore/paths';
import { normaliseEmail } from '@camping/domain/identity/credentials';
import { sameStay, WAITLIST_SENTENCES, waitlistSlotIds } from '@camping/domain/waitlist/waitlist';
import { loadStayContext } from '../bookings/stay-context.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { stayNow } from './stay-free-now.ts';

/** What is written: the server sets the time. */
type WaitlistWrite = Omit<WaitlistDocument, 'createdAt' | 'toldAt'> & {
  createdAt: FieldValue;
  toldAt: null;
};

/**
 * Callable: a signed-in customer asks to be told when a taken stay frees up. Refused when the stay
 * is free now (book it) or can never be booked as asked. The request takes the first free one of
 * the customer's five slots (their ids), created in an atomic update that read all five: of two joins
 * racing for one slot, one commits and the other reads again and takes the next, so nobody ever has
 * more than five. Asking again for the same stay answers the request already made.
 */
export const joinWaitlist = defineCallable(
  'joinWaitlist',
  { requireSignIn: WAITLIST_SENTENCES.signIn, rateLimit: RATE_LIMITS.joinWaitlist },
  async (stay, call) => {
    const uid = call.auth.uid;
    const email = call.auth.token.email;
    if (!email) {
      throw new HttpsError('failed-precondition', 'Add an e-mail address to your account first.');
    }
    const context = await loadStayContext(db, { ...stay, addOns: [] });
    const now = await stayNow(db, context, stay, todayInSydney());
    if (now.kind === 'unbookable') throw new HttpsError('failed-precondition', now.problem);
    if (now.kind === 'free') throw new HttpsError('failed-precondition', WAITLIST_SENTENCES.free);
    const requestId = await atomicUpdate(db, async (update) => {
      const slots = await update.getAll(
        ...waitlistSlotIds(uid).map((id) => db.doc(waitlistDoc(id))),
      );
      const asked = slots.find(
        (slot) => slot.exists && sameStay(waitlistDocumentSchema.parse(slot.data()), stay),
      );
      if (asked) return asked.id;
      const free = slots.find((slot) => !slot.exists);
      if (!free) throw new HttpsError('failed-precondition', WAITLIST_SENTENCES.full);
      update.create(free.ref, {
        userId: uid,
        email: normaliseEmail(email),
        ...stay,
        createdAt: FieldValue.serverTimestamp(),
        state: 'waiting',
        toldAt: null,
        timesTold: 0,
        unsubscribeToken: randomBytes(16).toString('hex'),
      } satisfies WaitlistWrite);
      return free.id;
    });
    return { requestId };
  },
);
