import { queryKeys } from '#app/shared/query-keys.ts';
import { newestFirstQuery } from '../newest-first-queries.ts';

/** The audit log, newest first, a page at a time. */
export const auditLogQuery = newestFirstQuery(queryKeys.staffAuditLog(), async (cursor) =>
  (await import('./audit-firestore.ts')).fetchAuditPage(cursor),
);
