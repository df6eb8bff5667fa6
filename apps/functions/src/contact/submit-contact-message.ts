import type { ContactMessageDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { FieldValue } from 'firebase-admin/firestore';
import { queueMail } from '../mail/queue-mail.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { acknowledgementMail } from './acknowledgement-mail.ts';

/** What is written: the server fills in the time. */
type ContactMessageWrite = Omit<ContactMessageDocument, 'createdAt'> & { createdAt: FieldValue };

/**
 * Callable: a message from the Contact page. Stores it for staff in `contactMessages` and queues the
 * acknowledgement e-mail in `mail`, in one batch, so a visitor is never told about a message we lost.
 * Public (guests write to us too); the signed-in user, if any, comes from the verified token.
 */
export const submitContactMessage = defineCallable(
  'submitContactMessage',
  { maxInstances: 2 },
  async (message, request) => {
    const stored = db.collection(COLLECTIONS.contactMessages).doc();
    const batch = db.batch();
    batch.set(stored, {
      ...message,
      uid: request.auth?.uid ?? null,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies ContactMessageWrite);
    queueMail(db, batch, { ...acknowledgementMail(message), contactMessageId: stored.id });
    await batch.commit();
    return { id: stored.id };
  },
);
