import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { FUNCTIONS } from '@camping/domain/callables';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { deliverMail } from './deliver-mail.ts';
import { MAIL_SECRETS } from './smtp.ts';

/**
 * Firestore trigger: sends each e-mail as soon as its `mail` document is written, apart from the
 * request that queued it, so no answer waits for an SMTP server. Where the emulator fires no
 * Firestore triggers (Google's Firestore emulator), the local stack's stand-in calls the same
 * `deliverMail` (local-triggers.ts).
 */
export const deliverNewMail = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{mailId}`, region: FUNCTIONS.region, secrets: MAIL_SECRETS },
  async (event) => {
    if (event.data) await deliverMail(db, event.data.ref);
  },
);
