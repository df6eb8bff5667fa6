import {
  auditEntryDocumentSchema,
  type AuditEntryDocument,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { readNewestFirst, type PageCursor } from '../newest-first-pages.ts';

export type AuditEntry = AuditEntryDocument & { id: string };

export const AUDIT_PAGE_SIZE = 20;

/** A page of the audit log, newest first. */
export function fetchAuditPage(cursor: PageCursor | null) {
  return readNewestFirst<AuditEntry>({
    collectionName: COLLECTIONS.auditLog,
    timeField: 'at',
    cursor,
    pageSize: AUDIT_PAGE_SIZE,
    parse: (id, data) => ({ id, ...auditEntryDocumentSchema.parse(data) }),
  });
}
