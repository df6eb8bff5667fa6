import { userProfileSchema } from '@camping/domain/identity/user-profile';
import { REPO_ROOT } from '@camping/stack/paths';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';

const PROJECT_ID = 'demo-firestore-rules';
const NOW = '2026-11-21T03:00:00.000Z';
const casey = { uid: 'casey', email: 'casey@example.com' };

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Every denied write would otherwise log a warning: the assertions say what matters.
  setLogLevel('silent');
  const [host, port] = inject('firestoreHost').split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(join(REPO_ROOT, 'firestore.rules'), 'utf8'),
    },
  });
});

afterAll(() => env.cleanup());

/** Documents as the Cloud Functions and the seed script write them (rules do not apply to them). */
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'locations/royal-bonnie-vale'), {
      name: 'Bonnie Vale, Royal National Park',
    });
    await setDoc(doc(db, 'packages/essentials'), { name: 'Essentials', kitCount: 6 });
    await setDoc(doc(db, 'packages/essentials/nights/2026-12-01'), {
      date: '2026-12-01',
      kitsInUse: 2,
    });
    await setDoc(doc(db, 'addOns/firewood'), { name: 'Firewood bundle', priceCents: 2500 });
    await setDoc(doc(db, 'settings/availability'), {
      minNoticeDays: 3,
      horizonDays: 365,
      blackouts: [],
    });
    await setDoc(doc(db, 'settings/pricing'), { gstIncluded: true });
    await setDoc(doc(db, 'settings/stripe'), { accountId: 'acct_x' });
    await setDoc(doc(db, 'bookings/caseys'), {
      userId: casey.uid,
      status: 'requested',
      totalCents: 29_800,
    });
    await setDoc(doc(db, 'bookings/someone-elses'), {
      userId: 'other',
      status: 'confirmed',
      totalCents: 45_800,
    });
    await setDoc(doc(db, 'users/casey'), profile());
    await setDoc(doc(db, 'users/other'), { ...profile(), email: 'other@example.com' });
    await setDoc(doc(db, 'mail/welcome'), { to: casey.email, message: { subject: 'Welcome' } });
    await setDoc(doc(db, 'payments/pi_1'), { bookingId: 'caseys', amountCents: 29_800 });
    await setDoc(doc(db, 'contactMessages/m1'), {
      name: 'Casey',
      message: 'Do you deliver to Jervis Bay?',
    });
    await setDoc(doc(db, 'clientErrors/e1'), { message: 'TypeError', path: '/pricing' });
    await setDoc(doc(db, 'secrets/stripe'), { key: 'sk_test_x' });
  });
});

function firestoreOf(context: RulesTestContext): Firestore {
  // The test contexts return the compat instance; the modular API accepts it.
  return context.firestore() as unknown as Firestore;
}

const guest = () => firestoreOf(env.unauthenticatedContext());
const signedIn = (uid = casey.uid, email = casey.email) =>
  firestoreOf(env.authenticatedContext(uid, { email }));
const staff = () =>
  firestoreOf(env.authenticatedContext('staff', { email: 'staff@example.com', admin: true }));

/** A `users/{uid}` document exactly as the app writes it (userProfileSchema output). */
function profile(overrides: Record<string, unknown> = {}) {
  return userProfileSchema.parse({
    displayName: 'Casey Camper',
    email: casey.email,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });
}

describe('locations (public catalogue)', () => {
  it('anyone, signed in or not, can read them', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'locations/royal-bonnie-vale')));
    await assertSucceeds(getDocs(collection(signedIn(), 'locations')));
  });

  it('nobody can write them from a browser, not even staff', async () => {
    await assertFails(setDoc(doc(guest(), 'locations/fake-beach'), { name: 'Fake Beach' }));
    await assertFails(updateDoc(doc(staff(), 'locations/royal-bonnie-vale'), { name: 'Renamed' }));
  });
});

describe('packages (public catalogue)', () => {
  it('anyone can read them', async () => {
    await assertSucceeds(getDocs(collection(guest(), 'packages')));
  });

  it('nobody can write them from a browser', async () => {
    await assertFails(updateDoc(doc(signedIn(), 'packages/essentials'), { kitCount: 100 }));
    await assertFails(deleteDoc(doc(staff(), 'packages/essentials')));
  });
});

describe('packages/{id}/nights (inventory)', () => {
  it('staff can read the kits in use', async () => {
    await assertSucceeds(getDoc(doc(staff(), 'packages/essentials/nights/2026-12-01')));
  });

  it('customers cannot read or change the inventory', async () => {
    await assertFails(getDoc(doc(guest(), 'packages/essentials/nights/2026-12-01')));
    await assertFails(getDocs(collection(signedIn(), 'packages/essentials/nights')));
    await assertFails(
      setDoc(doc(signedIn(), 'packages/essentials/nights/2026-12-01'), { kitsInUse: 0 }),
    );
    await assertFails(
      setDoc(doc(staff(), 'packages/essentials/nights/2026-12-02'), { kitsInUse: 6 }),
    );
  });
});

describe('addOns (public catalogue)', () => {
  it('anyone can read them', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'addOns/firewood')));
  });

  it('nobody can write them from a browser', async () => {
    await assertFails(updateDoc(doc(signedIn(), 'addOns/firewood'), { priceCents: 0 }));
  });
});

describe('settings', () => {
  it('anyone can read the published pricing and availability settings; staff read every setting', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'settings/pricing')));
    await assertSucceeds(getDoc(doc(signedIn(), 'settings/availability')));
    await assertSucceeds(getDoc(doc(staff(), 'settings/stripe')));
  });

  it('customers cannot read other settings, and nobody can write settings from a browser', async () => {
    await assertFails(getDoc(doc(guest(), 'settings/stripe')));
    await assertFails(getDocs(collection(signedIn(), 'settings')));
    await assertFails(updateDoc(doc(staff(), 'settings/availability'), { minNoticeDays: 0 }));
    await assertFails(setDoc(doc(signedIn(), 'settings/pricing'), { gstIncluded: false }));
  });
});

describe('bookings', () => {
  it('a person reads their own bookings, one by one or with the My Bookings query', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), 'bookings/caseys')));
    await assertSucceeds(
      getDocs(query(collection(signedIn(), 'bookings'), where('userId', '==', casey.uid))),
    );
  });

  it("nobody reads someone else's bookings, and guests read none", async () => {
    await assertFails(getDoc(doc(signedIn(), 'bookings/someone-elses')));
    await assertFails(getDocs(collection(signedIn(), 'bookings')));
    await assertFails(
      getDocs(query(collection(signedIn(), 'bookings'), where('userId', '==', 'other'))),
    );
    await assertFails(getDoc(doc(guest(), 'bookings/caseys')));
  });

  it('staff read every booking', async () => {
    await assertSucceeds(getDocs(collection(staff(), 'bookings')));
  });

  it('no browser creates, changes or deletes a booking, not even its owner or staff', async () => {
    await assertFails(
      addDoc(collection(signedIn(), 'bookings'), { userId: casey.uid, status: 'confirmed' }),
    );
    await assertFails(updateDoc(doc(signedIn(), 'bookings/caseys'), { status: 'confirmed' }));
    await assertFails(deleteDoc(doc(signedIn(), 'bookings/caseys')));
    await assertFails(updateDoc(doc(staff(), 'bookings/caseys'), { totalCents: 0 }));
  });
});

describe('users (profiles)', () => {
  const newcomer = { uid: 'newcomer', email: 'newcomer@example.com' };
  const asNewcomer = () => signedIn(newcomer.uid, newcomer.email);

  it('a person creates their own profile with valid fields', async () => {
    await assertSucceeds(
      setDoc(doc(asNewcomer(), 'users/newcomer'), profile({ email: newcomer.email })),
    );
    await assertSucceeds(
      setDoc(
        doc(asNewcomer(), 'users/newcomer'),
        profile({ email: newcomer.email, phone: '(02) 9876 5432' }),
      ),
    );
  });

  it('nobody creates a profile for someone else, or without signing in', async () => {
    await assertFails(
      setDoc(doc(signedIn(), 'users/newcomer'), profile({ email: newcomer.email })),
    );
    await assertFails(setDoc(doc(guest(), 'users/newcomer'), profile({ email: newcomer.email })));
  });

  it.each([
    ['an extra field', { admin: true }],
    ['an empty name', { displayName: '' }],
    ['a name with spaces around it', { displayName: ' Newcomer ' }],
    ['a name over 80 characters', { displayName: 'x'.repeat(81) }],
    ['a name that is not text', { displayName: 42 }],
    ['an e-mail the identity service does not vouch for', { email: 'someone@else.com' }],
    ['a phone number that is not Australian', { phone: '+14155550100' }],
    ['a phone number as typed, not normalised', { phone: '0412 345 678' }],
    ['a creation time that is not an ISO instant', { createdAt: '21/11/2026' }],
    ['a missing update time', { updatedAt: undefined }],
  ])('refuses a profile with %s', async (_what, change) => {
    const data: Record<string, unknown> = { ...profile({ email: newcomer.email }), ...change };
    for (const [key, value] of Object.entries(data)) if (value === undefined) delete data[key];
    await assertFails(setDoc(doc(asNewcomer(), 'users/newcomer'), data));
  });

  it('a person updates their own name and phone', async () => {
    await assertSucceeds(
      updateDoc(doc(signedIn(), 'users/casey'), {
        displayName: 'Casey C',
        phone: '+61412345678',
        updatedAt: NOW,
      }),
    );
  });

  it('a person cannot rewrite their creation time or invalid fields, nor touch another profile', async () => {
    await assertFails(
      updateDoc(doc(signedIn(), 'users/casey'), { createdAt: '2020-01-01T00:00:00.000Z' }),
    );
    await assertFails(updateDoc(doc(signedIn(), 'users/casey'), { displayName: '' }));
    await assertFails(updateDoc(doc(signedIn(), 'users/other'), { displayName: 'Hijacked' }));
  });

  it('a person reads their own profile, staff read any', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), 'users/casey')));
    await assertSucceeds(getDoc(doc(staff(), 'users/other')));
  });

  it("nobody reads someone else's profile, and nobody deletes one from a browser", async () => {
    await assertFails(getDoc(doc(signedIn(), 'users/other')));
    await assertFails(getDoc(doc(guest(), 'users/casey')));
    await assertFails(getDocs(collection(signedIn(), 'users')));
    await assertFails(deleteDoc(doc(signedIn(), 'users/casey')));
  });
});

describe.each(['mail', 'payments', 'contactMessages', 'clientErrors'])(
  '%s (written by functions only)',
  (name) => {
    it('staff can read it', async () => {
      await assertSucceeds(getDocs(collection(staff(), name)));
    });

    it('customers cannot read it, and no browser can write it', async () => {
      await assertFails(getDocs(collection(signedIn(), name)));
      await assertFails(getDocs(collection(guest(), name)));
      await assertFails(
        addDoc(collection(guest(), name), { to: 'victim@example.com', message: 'spam' }),
      );
      await assertFails(
        addDoc(collection(signedIn(), name), { to: 'victim@example.com', message: 'spam' }),
      );
      await assertFails(
        addDoc(collection(staff(), name), { note: 'staff write through functions too' }),
      );
    });
  },
);

describe('a collection the rules do not name', () => {
  it('is closed to everyone', async () => {
    await assertFails(getDoc(doc(guest(), 'secrets/stripe')));
    await assertFails(getDoc(doc(signedIn(), 'secrets/stripe')));
    await assertFails(getDoc(doc(staff(), 'secrets/stripe')));
    await assertFails(setDoc(doc(signedIn(), 'secrets/mine'), { key: 'x' }));
  });

  it('opens nothing beneath an open collection either', async () => {
    await assertFails(setDoc(doc(guest(), 'locations/royal-bonnie-vale/reviews/r1'), { stars: 5 }));
    await assertFails(getDoc(doc(guest(), 'locations/royal-bonnie-vale/reviews/r1')));
  });
});
