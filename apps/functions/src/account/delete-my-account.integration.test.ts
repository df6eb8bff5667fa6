import fc from 'fast-check';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { userDocumentSchema } from '@camping/domain/firestore/documents';
import {
  COLLECTIONS,
  deletedUserDoc,
  rateLimitDoc,
  userDoc,
} from '@camping/domain/firestore/paths';
import { RATE_LIMITS } from '../shared/limits.ts';
import { windowDocIds } from '../shared/rate-limit.ts';
import {
  emulatorClientsForThisFile,
  failureOf,
  unsignedIdToken,
} from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';

const stack = inject('stack');
const clients = emulatorClientsForThisFile();
const { auth, adminAuth, db } = clients;
const deleteMyAccount = clients.callable('deleteMyAccount');

afterEach(() => signOut(auth));

/** A fresh customer, signed in on the web SDK, with a profile and one booking of the given dates. */
async function customerWithBooking(booking: {
  status: string;
  arrival: string;
  departure: string;
}) {
  const email = `delete-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'campfire-1');
  const now = new Date().toISOString();
  await db.doc(userDoc(user.uid)).set(
    userDocumentSchema.parse({
      displayName: 'Dana Delete',
      email,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const bookingRef = await db
    .collection(COLLECTIONS.bookings)
    .add({ userId: user.uid, ...booking });
  return { uid: user.uid, email, bookingRef };
}

const failure = (data: unknown) => failureOf(deleteMyAccount(data));

async function stillThere(uid: string) {
  const [profile, account] = await Promise.all([
    db.doc(userDoc(uid)).get(),
    adminAuth.getUser(uid).then(
      () => true,
      () => false,
    ),
  ]);
  return { profile: profile.exists, account };
}

const today = todayInSydney();
const pastStay = {
  status: 'completed',
  arrival: addDays(today, -30),
  departure: addDays(today, -28),
};

describe('deleteMyAccount (Functions emulator + Auth and Firestore emulators)', () => {
  it('deletes the sign-in account and the profile, and keeps past bookings for our records', async () => {
    const { uid, bookingRef } = await customerWithBooking(pastStay);

    expect(await deleteMyAccount({ confirm: true })).toEqual({ deleted: true });

    expect(await stillThere(uid)).toEqual({ profile: false, account: false });
    const kept = await bookingRef.get();
    expect(kept.exists).toBe(true);
    expect(kept.data()).toMatchObject({ status: 'completed', userId: uid });
  });

  it("answers success again to the deleted account's still-valid token, and writes nothing", async () => {
    const { uid } = await customerWithBooking(pastStay);
    const token = await auth.currentUser!.getIdToken();
    expect(await deleteMyAccount({ confirm: true })).toEqual({ deleted: true });
    const tombstone = await db.doc(deletedUserDoc(uid)).get();
    expect(tombstone.exists).toBe(true);

    const response = await fetch(
      `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/deleteMyAccount`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { confirm: true } }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { deleted: true } });
    expect(await stillThere(uid)).toEqual({ profile: false, account: false });
    expect((await db.doc(deletedUserDoc(uid)).get()).updateTime).toEqual(tombstone.updateTime);
  });

  it('refuses a guest', async () => {
    const error = await failure({ confirm: true });
    expect(error.code).toBe('functions/unauthenticated');
    expect(error.message).toBe('Log in to delete your account.');
  });

  it('answers invalid-argument with a message a person understands, and deletes nothing', async () => {
    const { uid } = await customerWithBooking(pastStay);
    const error = await failure({ confirm: 'yes please' });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe(
      'confirm: Confirm that you want to delete your account by sending confirm: true.',
    );
    expect((await failure(undefined)).code).toBe('functions/invalid-argument');
    expect(await stillThere(uid)).toEqual({ profile: true, account: true });
  });

  it('keeps an account with a stay still to come, and says why', async () => {
    const arrival = addDays(today, 10);
    const { uid } = await customerWithBooking({
      status: 'confirmed',
      arrival,
      departure: addDays(arrival, 2),
    });
    const error = await failure({ confirm: true });
    expect(error.code).toBe('functions/failed-precondition');
    const spelled = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(error.message).toBe(
      `You have an upcoming booking (arriving ${spelled.format(new Date(`${arrival}T00:00:00Z`))}). Contact us to cancel it before you delete your account.`,
    );
    expect(await stillThere(uid)).toEqual({ profile: true, account: true });
  });

  it('asks for a fresh login when the last one was long ago', async () => {
    const { uid, email } = await customerWithBooking(pastStay);
    // A token that says the person logged in an hour ago, sent the way the web SDK sends it.
    const token = unsignedIdToken(stack.projectId, uid, {
      email,
      authTimeSeconds: Math.floor(Date.now() / 1000) - 3600,
    });
    const response = await fetch(
      `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/deleteMyAccount`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data: { confirm: true } }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        status: 'FAILED_PRECONDITION',
        message: 'For your security, please enter your password again to continue.',
        details: { reason: 'requires-recent-login' },
      },
    });
    expect(await stillThere(uid)).toEqual({ profile: true, account: true });
  });

  it('answers any generated payload with success or a 4xx, and writes nothing on a 4xx', async () => {
    let succeeded = 0;
    const { calls } = await fuzzCallable({
      stack,
      callable: 'deleteMyAccount',
      // Guests are refused before the payload is read; each signed-in caller is a new account.
      guestShare: 0.1,
      payload: hostilePayload({ confirm: fc.constant(true) }),
      async check({ uid, status }) {
        if (!uid) {
          expect(status).not.toBe(200);
          return;
        }
        const [tombstone, bucket] = await Promise.all([
          db.doc(deletedUserDoc(uid)).get(),
          db.doc(rateLimitDoc(windowDocIds(RATE_LIMITS.deleteMyAccount, `uid:${uid}`)[0]!)).get(),
        ]);
        if (status === 200) succeeded += 1;
        expect(tombstone.exists).toBe(status === 200);
        expect(bucket.exists).toBe(status === 200);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(succeeded).toBeGreaterThan(0);
  });
});
