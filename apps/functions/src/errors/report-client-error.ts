import { clientErrorReportSchema } from '@camping/domain/errors/client-error';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin.ts';
import { callableOptions } from '../options.ts';
import { parseInput } from '../validation.ts';

/**
 * Callable: stores a rendering error a visitor's browser ran into, so staff can see and fix it.
 * Public (errors happen to guests too); the input is validated and cut to size, and the signed-in
 * user, if any, is recorded from the verified token rather than taken from the payload.
 */
export const reportClientError = onCall(
  { ...callableOptions, maxInstances: 2 },
  async (request) => {
    const report = parseInput(clientErrorReportSchema, request.data);
    const stored = await db.collection('clientErrors').add({
      message: report.message,
      path: report.path,
      // Firestore refuses undefined values: leave absent fields out.
      ...(report.stack !== undefined && { stack: report.stack }),
      ...(report.userAgent !== undefined && { userAgent: report.userAgent }),
      uid: request.auth?.uid ?? null,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id: stored.id };
  },
);
