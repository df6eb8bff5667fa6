import {
  contactMessageDocumentSchema,
  type ContactMessageDocument,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { readNewestFirst, type PageCursor } from '../newest-first-pages.ts';

export type InboxMessage = ContactMessageDocument & { id: string };

export const INBOX_PAGE_SIZE = 20;

/** A page of contact messages, newest first. */
export function fetchInboxPage(cursor: PageCursor | null) {
  return readNewestFirst<InboxMessage>({
    collectionName: COLLECTIONS.contactMessages,
    timeField: 'createdAt',
    cursor,
    pageSize: INBOX_PAGE_SIZE,
    parse: (id, data) => ({ id, ...contactMessageDocumentSchema.parse(data) }),
  });
}
