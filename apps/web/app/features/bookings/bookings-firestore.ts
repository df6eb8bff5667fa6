import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// Loaded only through dynamic import(), like the rest of Firebase. firestore.rules lets each person
// read only their own bookings.

/** My Bookings: the bookings whose userId is this person's uid (spec section 7, call 2). */
export async function fetchUserBookings(uid: string): Promise<Booking[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite(), COLLECTIONS.bookings), where('userId', '==', uid)),
  );
  return snapshot.docs.map((document) =>
    bookingSchema.parse({ id: document.id, ...document.data() }),
  );
}
