import { newestFirstQuery } from '../newest-first-queries.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';

/** The audit log, newest first, a page at a time. */
export const auditLogQuery = newestFirstQuery(staffQueryKeys.staffAuditLog(), async (cursor) =>
  (await import('./audit-firestore.ts')).fetchAuditPage(cursor),
);
