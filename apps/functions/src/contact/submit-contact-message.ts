import { contactMessageSchema } from '@camping/domain/contact/contact-message';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin.ts';
import { callableOptions } from '../options.ts';
import { parseInput } from '../validation.ts';
import { acknowledgementMail } from './acknowledgement-mail.ts';

/**
 * Callable: a message from the Contact page. Stores it for staff in `contactMessages` and queues the
 * acknowledgement e-mail in `mail`, in one batch, so a visitor is never told about a message we lost.
 * Public (guests write to us too); the signed-in user, if any, comes from the verified token.
 */
export const submitContactMessage = onCall(
  { ...callableOptions, maxInstances: 2 },
  async (request) => {
    const message = parseInput(contactMessageSchema, request.data);
    const stored = db.collection('contactMessages').doc();
    const batch = db.batch();
    batch.set(stored, {
      ...message,
      uid: request.auth?.uid ?? null,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.collection('mail').doc(), {
      ...acknowledgementMail(message),
      contactMessageId: stored.id,
    });
    await batch.commit();
    return { id: stored.id };
  },
);
