import { newestFirstQuery } from '../newest-first-queries.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';

/** The e-mails whose delivery failed, newest first, a page at a time. */
export const failedMailQuery = newestFirstQuery(staffQueryKeys.staffFailedMail(), async (cursor) =>
  (await import('./mail-firestore.ts')).fetchFailedMailPage(cursor),
);
