import { doc, getDoc, runTransaction } from 'firebase/firestore/lite';
import { userDoc } from '@camping/domain/firestore/paths';
import type { MyDetails } from '@camping/domain/identity/account';
import { userProfileSchema, type UserProfile } from '@camping/domain/identity/user-profile';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';
import { signUpName } from './sign-up-name.ts';

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

/**
 * Writes the whole profile, so a phone number that was cleared is gone, not left behind. Its
 * creation time is the stored profile's, read in the same transaction: the page may have read "no
 * profile" just before ensureProfile made one.
 */
export async function saveProfile(owner: ProfileOwner, details: MyDetails): Promise<UserProfile> {
  const ref = doc(firestoreLite(), userDoc(owner.uid));
  return runTransaction(firestoreLite(), async (transaction) => {
    const stored = await transaction.get(ref);
    const now = new Date().toISOString();
    const profile = userProfileSchema.parse({
      displayName: details.displayName,
      email: owner.email,
      ...(details.phone && { phone: details.phone }),
      createdAt: stored.exists() ? userProfileSchema.parse(stored.data()).createdAt : now,
      updatedAt: now,
    });
    transaction.set(ref, profile);
    return profile;
  });
}

/**
 * The signed-in person's profile, made now if they have none: the sign-up page writes it just after
 * creating the account, and the auth state again for whoever signs in or comes back to the site, so
 * an account whose tab reloaded or closed in between gets its profile on the next page load. In a
 * transaction: a profile written meanwhile is kept, never overwritten. A new profile takes the
 * account's name, else the name typed at sign-up in this tab, else the address's local part (until
 * they change it on My Details).
 */
export async function ensureProfile(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
}): Promise<UserProfile | null> {
  const { email } = user;
  if (!email) return null;
  const ref = doc(firestoreLite(), userDoc(user.uid));
  const profile = await runTransaction(firestoreLite(), async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists()) return userProfileSchema.parse(snapshot.data());
    const now = new Date().toISOString();
    const made = userProfileSchema.parse({
      displayName: (
        user.displayName?.trim() ||
        signUpName.of(email) ||
        email.split('@')[0] ||
        'Camper'
      ).slice(0, 80),
      email,
      createdAt: now,
      updatedAt: now,
    });
    transaction.set(ref, made);
    return made;
  });
  if (signUpName.of(email)) signUpName.forget();
  return profile;
}
