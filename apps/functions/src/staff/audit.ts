import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { AuditEntryDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { atomicUpdate, type AtomicUpdate } from '../shared/atomic-update.ts';
import type { SignedInRequest } from '../shared/callable.ts';

/** One staff change, as the audit log keeps it (who and when come from the call). */
export interface AuditedChange {
  /** The callable and, where it has several, what was done: `staffUpdateBooking.confirm`. */
  action: string;
  /** The path of the document changed. */
  target: string;
  reason?: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

/**
 * Writes the audit entry of a change in the same atomic update as the change, so the log holds
 * exactly what was done: an entry without its change, or a change without its entry, never commits.
 */
export function recordAudit(update: AtomicUpdate, call: SignedInRequest, change: AuditedChange) {
  const email = call.auth.token.email;
  const entry: Omit<AuditEntryDocument, 'at'> & { at: FieldValue } = {
    by: call.auth.uid,
    ...(email ? { byEmail: email } : {}),
    at: FieldValue.serverTimestamp(),
    action: change.action,
    target: change.target,
    ...(change.reason ? { reason: change.reason } : {}),
    before: change.before,
    after: change.after,
  };
  update.set(db.collection(COLLECTIONS.auditLog).doc(), entry);
}

/**
 * Replaces the document at `path` with what `change` makes of it (`change` refuses with an
 * HttpsError when it cannot be done, and may read more through `update` first), and records the
 * change in the audit log, in one atomic update: if the document changes meanwhile, it runs again
 * on the fresh document.
 */
export async function replaceAudited(
  call: SignedInRequest,
  action: string,
  path: string,
  change: (current: DocumentSnapshot, update: AtomicUpdate) => Promise<DocumentData>,
): Promise<void> {
  const ref = db.doc(path);
  await atomicUpdate(db, async (update) => {
    const current = await update.get(ref);
    const next = await change(current, update);
    update.replace(ref, next);
    recordAudit(update, call, {
      action,
      target: path,
      before: current.data() ?? null,
      after: next,
    });
  });
}
