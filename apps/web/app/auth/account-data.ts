import type { MyDetails } from '@camping/domain/identity/account';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import { userProfileSchema, type UserProfile } from '@camping/domain/identity/user-profile';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore/lite';
import { firestoreLite } from '../firebase/firestore-lite.ts';

// The signed-in person's own documents: their bookings and their `users/{uid}` profile. Loaded only
// through dynamic import(), like the rest of Firebase. firestore.rules lets each person read only
// their own bookings and write only their own, valid, profile; the shapes here are what it accepts.

/** My Bookings: the bookings whose userId is this person's uid (spec section 7, call 2). */
export async function fetchUserBookings(uid: string): Promise<Booking[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite(), 'bookings'), where('userId', '==', uid)),
  );
  return snapshot.docs.map((document) =>
    bookingSchema.parse({ id: document.id, ...document.data() }),
  );
}

export async function fetchProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(firestoreLite(), 'users', uid));
  return snapshot.exists() ? userProfileSchema.parse(snapshot.data()) : null;
}

export interface ProfileOwner {
  uid: string;
  /** The address the identity service has for them: the rules accept no other. */
  email: string;
}

/** Writes the whole profile, so a phone number that was cleared is gone, not left behind. */
export async function saveProfile(
  owner: ProfileOwner,
  details: MyDetails,
  existing: UserProfile | null,
): Promise<UserProfile> {
  const now = new Date().toISOString();
  const profile = userProfileSchema.parse({
    displayName: details.displayName,
    email: owner.email,
    ...(details.phone && { phone: details.phone }),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
  await setDoc(doc(firestoreLite(), 'users', owner.uid), profile);
  return profile;
}

/**
 * Creates the profile of someone who has just joined (sign-up, or a first sign-in with a provider or
 * an e-mail link). A person without a name yet is called by their address's local part until they
 * change it on My Details.
 */
export async function createProfileIfMissing(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
}): Promise<void> {
  if (!user.email || (await fetchProfile(user.uid))) return;
  const displayName = (user.displayName?.trim() || user.email.split('@')[0] || 'Camper').slice(
    0,
    80,
  );
  await saveProfile({ uid: user.uid, email: user.email }, { displayName }, null);
}
