import { HttpsError } from 'firebase-functions/v2/https';
import { contactMessageDoc } from '@camping/domain/firestore/paths';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from './audit.ts';

/** Callable (staff): marks a contact message read or unread, for the inbox. */
export const staffMarkMessage = defineCallable(
  'staffMarkMessage',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ messageId, read }, call) => {
    await replaceAudited(
      call,
      'staffMarkMessage',
      contactMessageDoc(messageId),
      async (current) => {
        if (!current.exists) {
          throw new HttpsError('not-found', 'There is no message with that reference.');
        }
        return { ...current.data(), read };
      },
    );
    return { saved: true };
  },
);
