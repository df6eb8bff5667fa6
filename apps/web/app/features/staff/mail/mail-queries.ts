import { queryKeys } from '#app/shared/query-keys.ts';
import { newestFirstQuery } from '../newest-first-queries.ts';

/** The e-mails whose delivery failed, newest first, a page at a time. */
export const failedMailQuery = newestFirstQuery(queryKeys.staffFailedMail(), async (cursor) =>
  (await import('./mail-firestore.ts')).fetchFailedMailPage(cursor),
);
