import {
  CLIENT_ERROR_MAX_BODY_BYTES,
  CLIENT_ERROR_TOO_LARGE,
} from '@camping/domain/errors/client-error';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { storeClientError } from './store-client-error.ts';

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
    maxBody: { bytes: CLIENT_ERROR_MAX_BODY_BYTES, message: CLIENT_ERROR_TOO_LARGE },
    rateLimit: RATE_LIMITS.reportClientError,
  },
  async (report, request) => ({ id: await storeClientError(report, request.auth?.uid ?? null) }),
);
