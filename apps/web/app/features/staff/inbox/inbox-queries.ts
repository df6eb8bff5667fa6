import { queryKeys } from '#app/shared/query-keys.ts';
import { newestFirstQuery } from '../newest-first-queries.ts';

/** The contact messages, newest first, a page at a time. */
export const inboxQuery = newestFirstQuery(queryKeys.staffInbox(), async (cursor) =>
  (await import('./inbox-firestore.ts')).fetchInboxPage(cursor),
);
