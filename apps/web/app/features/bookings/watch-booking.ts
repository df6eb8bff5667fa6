import { doc, onSnapshot } from 'firebase/firestore';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import { bookingRequestSchema } from '@camping/domain/booking/checkout';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { firestore } from '#app/firebase/firestore.ts';

// Loaded only through dynamic import(), with the full Firestore SDK: the booking-requested page is
// the one page that listens. firestore.rules lets a person read only their own bookings.

/** What a watched booking is: the booking, or not there for this person. */
export type WatchedBooking = { status: 'found'; booking: Booking } | { status: 'not-found' };

/**
 * Calls `onChange` with the booking now and on every change. A booking that does not exist and
 * someone else's (permission denied) are the same to the customer: not found. Returns the unsubscribe.
 */
export function watchBooking(
  bookingId: string,
  onChange: (booking: WatchedBooking) => void,
  onError: (error: unknown) => void,
): () => void {
  // Not even a booking reference (the address bar says anything): nothing to ask Firestore.
  if (!bookingRequestSchema.safeParse({ bookingId }).success) {
    onChange({ status: 'not-found' });
    return () => {};
  }
  return onSnapshot(
    doc(firestore(), bookingDoc(bookingId)),
    (snapshot) => {
      if (!snapshot.exists()) {
        onChange({ status: 'not-found' });
        return;
      }
      const parsed = bookingSchema.safeParse({ id: snapshot.id, ...snapshot.data() });
      if (parsed.success) onChange({ status: 'found', booking: parsed.data });
      else onError(parsed.error);
    },
    (error) => {
      if (error.code === 'permission-denied') onChange({ status: 'not-found' });
      else onError(error);
    },
  );
}
