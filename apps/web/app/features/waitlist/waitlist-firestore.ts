import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { waitlistDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';
import type { WaitedStay } from './waited-stay.ts';

// Loaded only through dynamic import(), like the rest of Firebase. firestore.rules let each customer
// read their own requests.

/** The signed-in customer's requests, in the order they asked (at most five: no index needed). */
export async function fetchMyWaitlist(uid: string): Promise<WaitedStay[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite(), COLLECTIONS.waitlist), where('userId', '==', uid)),
  );
  return snapshot.docs
    .map((document) => {
      const request = waitlistDocumentSchema.parse(document.data());
      return {
        id: document.id,
        locationId: request.locationId,
        packageId: request.packageId,
        arrival: request.arrival as IsoDate,
        departure: request.departure as IsoDate,
        guests: request.guests,
        told: request.state === 'told',
        askedAt: request.createdAt.toMillis(),
      };
    })
    .sort((a, b) => a.askedAt - b.askedAt);
}
