import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS } from '@camping/domain/callables';
import {
  CLIENT_ERROR_MAX_BODY_BYTES,
  CLIENT_ERROR_TOO_LARGE,
  clientErrorReportSchema,
} from '@camping/domain/errors/client-error';
import { cspViolationReports } from '@camping/domain/errors/csp-report';
import { db } from '../shared/admin.ts';
import { guardOrigin } from '../shared/allowed-origins.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { browserOrigins } from '../shared/options.ts';
import { callerOf, enforceRateLimit } from '../shared/rate-limit.ts';
import { storeClientError } from './store-client-error.ts';

type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** Answers in the shape of the callable protocol's errors, which the other functions use too. */
function refuse(response: Response, status: number, code: string, message: string) {
  response.status(status).json({ error: { status: code, message } });
}

/**
 * HTTP function: where browsers send Content Security Policy violation reports (firebase.json's
 * `report-uri`; the Reporting API's batches are read too). Each violation is stored as a client
 * error report, through the same limits as `reportClientError`: bodies over 16 KB are refused unread,
 * each stored report counts against the caller's 10 error reports an hour (shared with
 * reportClientError, so neither path floods storage), and only our pages may send (ADR 0008).
 */
export const reportCspViolation = guardOrigin(
  onRequest(
    { region: FUNCTIONS.region, cors: browserOrigins, maxInstances: 2, timeoutSeconds: 30 },
    async (request, response) => {
      if (request.method !== 'POST') {
        refuse(response, 405, 'INVALID_ARGUMENT', 'Send reports with POST.');
        return;
      }
      const raw = request.rawBody ?? Buffer.alloc(0);
      if (raw.length > CLIENT_ERROR_MAX_BODY_BYTES) {
        refuse(response, 413, 'INVALID_ARGUMENT', CLIENT_ERROR_TOO_LARGE);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      const reports = cspViolationReports(body, request.get('user-agent'));
      if (!reports) {
        refuse(response, 400, 'INVALID_ARGUMENT', 'Send a Content Security Policy report.');
        return;
      }
      const caller = callerOf({ rawRequest: request });
      for (const report of reports) {
        const parsed = clientErrorReportSchema.safeParse(report);
        if (!parsed.success) continue;
        try {
          await enforceRateLimit(db, RATE_LIMITS.reportClientError, caller);
        } catch (error) {
          if (!(error instanceof HttpsError)) throw error;
          refuse(response, 429, 'RESOURCE_EXHAUSTED', error.message);
          return;
        }
        await storeClientError(parsed.data, null);
      }
      response.status(204).end();
    },
  ),
  browserOrigins,
);
