import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// Loaded only through dynamic import() (the inbox, audit log, reviews and mail queries), like the rest of Firebase.

export type PageCursor = QueryDocumentSnapshot;

export interface NewestFirstPage<Item> {
  items: Item[];
  /** Where the next (older) page starts, or null when this is the last. */
  next: PageCursor | null;
}

/**
 * One page of a collection, newest first by `timeField`, after `cursor`: a cursor query reads only
 * the page (and one document more, to know whether another page follows), never the collection.
 */
export async function readNewestFirst<Item>({
  collectionName,
  timeField,
  cursor,
  pageSize,
  parse,
  filters = [],
}: {
  collectionName: string;
  timeField: string;
  /** Only the documents these match (each needs its composite index with `timeField`). */
  filters?: QueryFieldFilterConstraint[];
  cursor: PageCursor | null;
  pageSize: number;
  parse: (id: string, data: unknown) => Item;
}): Promise<NewestFirstPage<Item>> {
  const constraints = [
    ...filters,
    orderBy(timeField, 'desc'),
    ...(cursor ? [startAfter(cursor)] : []),
  ];
  const snapshot = await getDocs(
    query(collection(firestoreLite(), collectionName), ...constraints, limit(pageSize + 1)),
  );
  const documents = snapshot.docs.slice(0, pageSize);
  return {
    items: documents.map((document) => parse(document.id, document.data())),
    next: snapshot.docs.length > pageSize ? (documents.at(-1) ?? null) : null,
  };
}
