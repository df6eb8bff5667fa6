import { CLIENT_ERROR_MAX_BODY_BYTES } from '@camping/domain/errors/client-error';
import type { ClientErrorDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

/** What is written: the server fills in the time. */
type ClientErrorWrite = Omit<ClientErrorDocument, 'createdAt'> & { createdAt: FieldValue };

/**
 * Callable: stores a rendering error a visitor's browser ran into, so staff can see and fix it.
 * Public (errors happen to guests too); the input is validated and cut to size, and the signed-in
 * user, if any, is recorded from the verified token rather than taken from the payload. Bodies over
 * 16 KB are refused unread, and a caller may send at most 10 reports an hour.
 */
export const reportClientError = defineCallable(
  'reportClientError',
  {
    maxInstances: 2,
    maxBody: { bytes: CLIENT_ERROR_MAX_BODY_BYTES, message: 'The report is too large.' },
    rateLimit: RATE_LIMITS.reportClientError,
  },
  async (report, request) => {
    const stored = await db.collection(COLLECTIONS.clientErrors).add({
      message: report.message,
      path: report.path,
      // Firestore refuses undefined values: leave absent fields out.
      ...(report.stack !== undefined && { stack: report.stack }),
      ...(report.userAgent !== undefined && { userAgent: report.userAgent }),
      uid: request.auth?.uid ?? null,
      createdAt: FieldValue.serverTimestamp(),
    } satisfies ClientErrorWrite);
    return { id: stored.id };
  },
);
