import { newestFirstQuery } from '../newest-first-queries.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';

/** The contact messages, newest first, a page at a time. */
export const inboxQuery = newestFirstQuery(staffQueryKeys.staffInbox(), async (cursor) =>
  (await import('./inbox-firestore.ts')).fetchInboxPage(cursor),
);
