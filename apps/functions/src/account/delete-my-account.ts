import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import type { DeletedUserDocument } from '@camping/domain/firestore/documents';
import { COLLECTIONS, deletedUserDoc, userDoc } from '@camping/domain/firestore/paths';
import { adminApp, db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { assertRecentLogin, findUpcomingBooking } from './account-deletion-rules.ts';

// A calendar date, read as such: formatting it in UTC never shifts the day.
const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * How long the tombstone of a deleted account is kept: longer than any ID token of it can be valid
 * (one hour), so its profile cannot be created again with one.
 */
const TOMBSTONE_DAYS = 2;

type DeletedUserWrite = Omit<DeletedUserDocument, 'deletedAt'> & { deletedAt: FieldValue };

/** Deletes the sign-in account; one that is already gone counts as deleted. */
async function deleteSignIn(uid: string): Promise<void> {
  try {
    await getAuth(adminApp).deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Callable: deletes the caller's sign-in account and their `users/{uid}` profile. Their bookings are
 * kept for our records (tax law) but are no longer attached to any account or profile; a booking
 * still to come blocks deletion, so nobody loses a stay they paid for by accident. A tombstone
 * (`deletedUsers/{uid}`) stops the account's still-valid ID token from recreating the profile, and
 * makes a second call answer success without writing anything.
 */
export const deleteMyAccount = defineCallable(
  'deleteMyAccount',
  { requireSignIn: 'Log in to delete your account.', rateLimit: RATE_LIMITS.deleteMyAccount },
  async (_confirmed, request) => {
    const { uid, token } = request.auth;
    assertRecentLogin(token.auth_time, Date.now());

    const tombstone = db.doc(deletedUserDoc(uid));
    if ((await tombstone.get()).exists) {
      // Deleted already (or half-way, if deleting the sign-in failed): finish, write nothing.
      await deleteSignIn(uid);
      return { deleted: true };
    }

    const bookings = await db.collection(COLLECTIONS.bookings).where('userId', '==', uid).get();
    const upcoming = findUpcomingBooking(
      bookings.docs.map((doc) => doc.data()),
      todayInSydney(),
    );
    if (upcoming) {
      throw new HttpsError(
        'failed-precondition',
        `You have an upcoming booking (arriving ${longDate.format(new Date(`${upcoming.arrival}T00:00:00Z`))}). Contact us to cancel it before you delete your account.`,
        { reason: 'upcoming-booking' },
      );
    }

    // The tombstone and the profile go first, together: should deleting the sign-in fail, trying
    // again finishes the job, and no personal details outlive the account.
    const batch = db.batch();
    batch.set(tombstone, {
      deletedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + TOMBSTONE_DAYS * 24 * 60 * 60 * 1000),
    } satisfies DeletedUserWrite);
    batch.delete(db.doc(userDoc(uid)));
    await batch.commit();
    await deleteSignIn(uid);
    return { deleted: true };
  },
);
