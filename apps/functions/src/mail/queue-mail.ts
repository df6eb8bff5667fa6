import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';

/** A write batch, a transaction or an atomic update: the mail is written with what it tells about. */
export interface MailWriter {
  set(documentRef: DocumentReference, data: DocumentData): unknown;
}

/**
 * Queues an e-mail: a new `mail` document written in the caller's batch or update, so nobody is told
 * about something that was not stored. Its delivery is `pending`; `deliverNewMail` sends it as soon
 * as it is written, and the sweep tries again with back-off if that fails
 * (docs/decisions/0016-e-mail-delivery.md). A mail that must go at most once has an id of its own
 * (`ref`), read as absent in the caller's atomic update.
 */
export function queueMail(
  db: Firestore,
  writer: MailWriter,
  mail: MailDocument,
  ref: DocumentReference = db.collection(COLLECTIONS.mail).doc(),
): DocumentReference {
  writer.set(ref, {
    ...mail,
    createdAt: FieldValue.serverTimestamp(),
    delivery: {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: Timestamp.now(),
      leaseUntil: null,
      lastError: null,
      sentAt: null,
    },
  });
  return ref;
}
