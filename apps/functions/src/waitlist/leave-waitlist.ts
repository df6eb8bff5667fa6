import { HttpsError } from 'firebase-functions/v2/https';
import { waitlistDoc } from '@camping/domain/firestore/paths';
import { WAITLIST_SENTENCES, waitlistSlotIds } from '@camping/domain/waitlist/waitlist';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

/**
 * Callable: a customer stops waiting for a stay. A request's id is one of its owner's slots, so the
 * id alone says whose it is: another's is refused without reading it, and leaving twice (a double
 * click) answers the same.
 */
export const leaveWaitlist = defineCallable(
  'leaveWaitlist',
  { requireSignIn: WAITLIST_SENTENCES.signIn, rateLimit: RATE_LIMITS.leaveWaitlist },
  async ({ requestId }, call) => {
    if (!waitlistSlotIds(call.auth.uid).includes(requestId)) {
      throw new HttpsError('not-found', WAITLIST_SENTENCES.notYours);
    }
    await db.doc(waitlistDoc(requestId)).delete();
    return { left: true as const };
  },
);
