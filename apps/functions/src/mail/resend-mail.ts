import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { queuedMailDocumentSchema } from '@camping/domain/firestore/documents';
import { mailDoc } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';
import { deliverMail } from './deliver-mail.ts';
import { MAIL_SECRETS } from './smtp.ts';

/**
 * Callable (staff): sends a failed e-mail again, with a fresh round of tries (audited), and tries it
 * at once. One already sent, or on its way, is left as it is.
 */
export const staffResendMail = defineCallable(
  'staffResendMail',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff, secrets: MAIL_SECRETS },
  async ({ mailId }, call) => {
    const ref = db.doc(mailDoc(mailId));
    await atomicUpdate(db, async (update) => {
      const snap = await update.get(ref);
      if (!snap.exists)
        throw new HttpsError('not-found', 'There is no e-mail with that reference.');
      const { delivery } = queuedMailDocumentSchema.parse(snap.data());
      if (delivery.state !== 'failed') {
        throw new HttpsError(
          'failed-precondition',
          delivery.state === 'sent'
            ? 'This e-mail has been sent already.'
            : 'This e-mail is on its way already.',
        );
      }
      update.update(ref, {
        'delivery.state': 'pending',
        'delivery.attempts': 0,
        'delivery.nextAttemptAt': Timestamp.now(),
      });
      recordAudit(update, call, {
        action: 'staffResendMail',
        target: ref.path,
        before: { delivery },
        after: { delivery: { ...delivery, state: 'pending', attempts: 0 } },
      });
    });
    await deliverMail(db, ref);
    return { saved: true };
  },
);
