import { userDoc } from '@camping/domain/firestore/paths';
import type { MyDetails } from '@camping/domain/identity/account';
import { userProfileSchema, type UserProfile } from '@camping/domain/identity/user-profile';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// The signed-in person's `users/{uid}` profile. Loaded only through dynamic import(), like the rest of
// Firebase. firestore.rules lets each person write only their own, valid, profile; the shape here is
// what it accepts.

export async function fetchProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(firestoreLite(), userDoc(uid)));
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
  await setDoc(doc(firestoreLite(), userDoc(owner.uid)), profile);
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
