import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { ContactMessageDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { queueMail } from '../mail/queue-mail.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { ACKNOWLEDGEMENT_MAIL_LIMIT, RATE_LIMITS } from '../shared/limits.ts';
import { takeFromWindow } from '../shared/rate-limit.ts';
import { acknowledgementMail } from './acknowledgement-mail.ts';

/** What is written: the server fills in the time. */
type ContactMessageWrite = Omit<ContactMessageDocument, 'createdAt'> & { createdAt: FieldValue };

/**
 * Callable: a message from the Contact page. Stores it for staff in `contactMessages` and queues the
 * acknowledgement e-mail in `mail`, in one commit, so a visitor is never told about a message we
 * lost. Public (guests write to us too); the signed-in user, if any, comes from the verified token.
 * At most 5 messages per caller per hour, and one acknowledgement per recipient address per day
 * (later messages to the same address are stored without one), so the form relays no mail.
 */
export const submitContactMessage = defineCallable(
  'submitContactMessage',
  { maxInstances: 2, rateLimit: RATE_LIMITS.submitContactMessage },
  async (message, request) => {
    const stored = db.collection(COLLECTIONS.contactMessages).doc();
    const store = (batch: WriteBatch) =>
      batch.set(stored, {
        ...message,
        uid: request.auth?.uid ?? null,
        createdAt: FieldValue.serverTimestamp(),
      } satisfies ContactMessageWrite);
    const acknowledgement = await acknowledgementMail(message);
    const acknowledged = await takeFromWindow(
      db,
      ACKNOWLEDGEMENT_MAIL_LIMIT,
      message.email.toLowerCase(),
      Date.now(),
      (batch) => {
        store(batch);
        queueMail(db, batch, { ...acknowledgement, contactMessageId: stored.id });
      },
    );
    if (!acknowledged.allowed) {
      const batch = db.batch();
      store(batch);
      await batch.commit();
    }
    return { id: stored.id };
  },
);
