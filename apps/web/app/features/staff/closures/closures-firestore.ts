import { doc, getDoc } from 'firebase/firestore/lite';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import type { ClosureDocument } from '@camping/domain/closures/closure-document';
import { closureDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, closureDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';
import { readNewestFirst, type PageCursor } from '../newest-first-pages.ts';

// Loaded only through dynamic import() (closures-queries.ts), like the rest of Firebase.

export type Closure = ClosureDocument & { id: string };

export const CLOSURES_PAGE_SIZE = 20;

/** A page of closures, newest first. */
export function fetchClosuresPage(cursor: PageCursor | null) {
  return readNewestFirst<Closure>({
    collectionName: COLLECTIONS.closures,
    timeField: 'createdAt',
    cursor,
    pageSize: CLOSURES_PAGE_SIZE,
    parse: (id, data) => ({ id, ...closureDocumentSchema.parse(data) }),
  });
}

export interface ClosureDetail {
  closure: Closure;
  /** The paid bookings it asked to choose, as they are now, by arrival. */
  bookings: Booking[];
}

/** A closure and the bookings it reached, or null when there is none by that reference. */
export async function fetchClosure(closureId: string): Promise<ClosureDetail | null> {
  // Not even a closure reference (the address bar says anything): nothing to ask Firestore.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(closureId)) return null;
  const snapshot = await getDoc(doc(firestoreLite(), closureDoc(closureId)));
  if (!snapshot.exists()) return null;
  const closure = { id: snapshot.id, ...closureDocumentSchema.parse(snapshot.data()) };
  const bookings = await Promise.all(
    closure.affectedBookingIds.map(async (bookingId) => {
      const booking = await getDoc(doc(firestoreLite(), bookingDoc(bookingId)));
      return booking.exists() ? bookingSchema.parse({ id: booking.id, ...booking.data() }) : null;
    }),
  );
  return {
    closure,
    bookings: bookings
      .filter((booking) => booking !== null)
      .sort((a, b) => a.arrival.localeCompare(b.arrival)),
  };
}
