import { FieldValue } from 'firebase-admin/firestore';
import type { ClientErrorReport } from '@camping/domain/errors/client-error';
import type { ClientErrorDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';

/** What is written: the server fills in the time. */
type ClientErrorWrite = Omit<ClientErrorDocument, 'createdAt'> & { createdAt: FieldValue };

/**
 * Stores a report, already checked and cut to size with clientErrorReportSchema, in `clientErrors`
 * for staff; `uid` comes from a verified token, never from the report. Answers the document's id.
 */
export async function storeClientError(
  report: ClientErrorReport,
  uid: string | null,
): Promise<string> {
  const stored = await db.collection(COLLECTIONS.clientErrors).add({
    message: report.message,
    path: report.path,
    // Firestore refuses undefined values: leave absent fields out.
    ...(report.stack !== undefined && { stack: report.stack }),
    ...(report.userAgent !== undefined && { userAgent: report.userAgent }),
    uid,
    createdAt: FieldValue.serverTimestamp(),
  } satisfies ClientErrorWrite);
  return stored.id;
}
