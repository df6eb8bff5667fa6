import type { MailDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

/** A write batch or a transaction: the mail is written with whatever it tells about. */
export interface MailWriter {
  set(documentRef: DocumentReference, data: MailDocument): unknown;
}

/**
 * Queues an e-mail: a new document of the `mail` collection, in the shape the Firebase "Trigger Email"
 * extension sends (locally, the collection is the outbox). It is written in the caller's batch or
 * transaction, so nobody is told about something that was not stored.
 */
export function queueMail(
  db: Firestore,
  writer: MailWriter,
  mail: MailDocument,
): DocumentReference {
  const ref = db.collection(COLLECTIONS.mail).doc();
  writer.set(ref, mail);
  return ref;
}
