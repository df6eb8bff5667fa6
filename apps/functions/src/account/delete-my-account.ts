import { todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS, userDoc } from '@camping/domain/firestore/paths';
import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminApp, db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { assertRecentLogin, findUpcomingBooking } from './account-deletion-rules.ts';

// A calendar date, read as such: formatting it in UTC never shifts the day.
const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Callable: deletes the caller's sign-in account and their `users/{uid}` profile. Their bookings are
 * kept for our records (tax law) but are no longer attached to any account or profile; a booking
 * still to come blocks deletion, so nobody loses a stay they paid for by accident.
 */
export const deleteMyAccount = defineCallable(
  'deleteMyAccount',
  { requireSignIn: 'Log in to delete your account.' },
  async (_confirmed, request) => {
    const { uid, token } = request.auth;
    assertRecentLogin(token.auth_time, Date.now());

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

    // The profile goes first: should deleting the sign-in fail, trying again finishes the job, and no
    // personal details outlive the account.
    await db.doc(userDoc(uid)).delete();
    await getAuth(adminApp).deleteUser(uid);
    return { deleted: true };
  },
);
