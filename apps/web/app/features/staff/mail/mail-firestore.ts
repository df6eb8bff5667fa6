import { where } from 'firebase/firestore/lite';
import {
  queuedMailDocumentSchema,
  type QueuedMailDocument,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { readNewestFirst, type PageCursor } from '../newest-first-pages.ts';

export type FailedMail = QueuedMailDocument & { id: string };

export const FAILED_MAIL_PAGE_SIZE = 20;

/** A page of e-mails whose last try failed (the sweep may try again), newest first. */
export function fetchFailedMailPage(cursor: PageCursor | null) {
  return readNewestFirst<FailedMail>({
    collectionName: COLLECTIONS.mail,
    timeField: 'createdAt',
    filters: [where('delivery.state', '==', 'failed')],
    cursor,
    pageSize: FAILED_MAIL_PAGE_SIZE,
    parse: (id, data) => ({ id, ...queuedMailDocumentSchema.parse(data) }),
  });
}
