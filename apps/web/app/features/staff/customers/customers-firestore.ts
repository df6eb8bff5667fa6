import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type FieldPath,
  type QuerySnapshot,
} from 'firebase/firestore';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import {
  contactMessageDocumentSchema,
  type ContactMessageDocument,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import {
  couldBeReference,
  FIND_LIMIT,
  findKey,
  prefixEnd,
} from '@camping/domain/staff/booking-find';
import { firestore } from '#app/firebase/firestore.ts';
import { fetchProfile } from '../staff-firestore.ts';

// Finding a booking from what a customer says on the phone, and everything of one customer. Prefix
// queries on the lower-case keys the functions write on each booking (`customerFind`), each bounded,
// so a search reads at most a few dozen documents however many bookings there are.

/** The most of one customer's bookings or messages the customer page lists. */
export const CUSTOMER_LIST_LIMIT = 50;

const bookings = () => collection(firestore(), COLLECTIONS.bookings);

const bookingsOf = (snapshots: QuerySnapshot[]) => {
  const byId = new Map<string, Booking>();
  for (const document of snapshots.flatMap((snapshot) => snapshot.docs)) {
    byId.set(document.id, bookingSchema.parse({ id: document.id, ...document.data() }));
  }
  return [...byId.values()].sort((a, b) => b.arrival.localeCompare(a.arrival));
};

function startingWith(field: string | FieldPath, prefix: string) {
  return getDocs(
    query(
      bookings(),
      where(field, '>=', prefix),
      where(field, '<', prefixEnd(prefix)),
      orderBy(field),
      limit(FIND_LIMIT),
    ),
  );
}

/**
 * Bookings whose reference starts with `term` as typed (references mix cases), or whose customer's
 * e-mail, name or surname starts with it in any case; latest arrival first.
 */
export async function findBookings(term: string): Promise<Booking[]> {
  const key = findKey(term);
  const found = await Promise.all([
    ...(couldBeReference(term) ? [startingWith(documentId(), term)] : []),
    startingWith('customerFind.email', key),
    startingWith('customerFind.name', key),
    startingWith('customerFind.surname', key),
  ]);
  return bookingsOf(found);
}

export type CustomerMessage = ContactMessageDocument & { id: string };

export interface CustomerRecord {
  profile: Awaited<ReturnType<typeof fetchProfile>>;
  bookings: Booking[];
  /** Contact messages sent signed in, or from the e-mail address of their profile; newest first. */
  messages: CustomerMessage[];
}

async function messagesOf(uid: string, email: string | undefined): Promise<CustomerMessage[]> {
  const messages = collection(firestore(), COLLECTIONS.contactMessages);
  const snapshots = await Promise.all([
    getDocs(query(messages, where('uid', '==', uid), limit(CUSTOMER_LIST_LIMIT))),
    ...(email
      ? [getDocs(query(messages, where('email', '==', email), limit(CUSTOMER_LIST_LIMIT)))]
      : []),
  ]);
  const byId = new Map<string, CustomerMessage>();
  for (const document of snapshots.flatMap((snapshot) => snapshot.docs)) {
    byId.set(document.id, {
      id: document.id,
      ...contactMessageDocumentSchema.parse(document.data()),
    });
  }
  return [...byId.values()].sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
}

/** One customer: their profile, bookings (latest arrival first) and messages. */
export async function fetchCustomer(uid: string): Promise<CustomerRecord> {
  const [profile, snapshot] = await Promise.all([
    fetchProfile(uid),
    getDocs(
      query(
        bookings(),
        where('userId', '==', uid),
        orderBy('arrival', 'desc'),
        limit(CUSTOMER_LIST_LIMIT),
      ),
    ),
  ]);
  const bookingList = bookingsOf([snapshot]);
  const messages = await messagesOf(uid, profile?.email);
  return { profile, bookings: bookingList, messages };
}
