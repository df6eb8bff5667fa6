import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { userDocumentSchema } from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  COLLECTIONS,
  PRICING_SETTINGS_DOC,
  addOnDoc,
  auditEntryDoc,
  bookingDoc,
  clientErrorDoc,
  closureDoc,
  contactMessageDoc,
  deletedUserDoc,
  giftOrderDoc,
  locationDoc,
  mailDoc,
  kitMonthDoc,
  reviewDoc,
  reviewSummaryDoc,
  kitMonthsCollection,
  packageDoc,
  paymentDoc,
  promoCodeDoc,
  promoCustomerDoc,
  userDoc,
  voucherDoc,
  waitlistDoc,
} from '@camping/domain/firestore/paths';
import { normaliseEmail } from '@camping/domain/identity/credentials';
import { REPO_ROOT } from '@camping/stack/paths';

const PROJECT_ID = 'demo-firestore-rules';
/** A time long enough ago that the rules refuse it as "now" (they allow five minutes either way). */
const LONG_AGO = '2026-11-21T03:00:00.000Z';
const now = () => new Date().toISOString();
const casey = { uid: 'casey', email: 'casey@example.com' };
const bonnieVale = locationDoc('royal-bonnie-vale');
const essentials = packageDoc('essentials');
const essentialsMonth = kitMonthDoc('essentials', '2026-12');
const firewood = addOnDoc('firewood');
const caseysBooking = bookingDoc('caseys');
const someoneElsesBooking = bookingDoc('someone-elses');
const caseysProfile = userDoc(casey.uid);
const othersProfile = userDoc('other');
const CASEYS_VOUCHER = 'ABCD2345EFGH6789';
const OTHERS_VOUCHER = 'WXYZ2345EFGH6789';
/** A gift someone else bought for Casey: it is its buyer's until spent, not Casey's to read. */
const GIFT_FOR_CASEY = 'GFTC2345EFGH6789';
/** Settings other than the published ones: for staff only. */
const STRIPE_SETTINGS_DOC = `${COLLECTIONS.settings}/stripe`;
/** A collection the product does not have: the rules must close it. */
const SECRETS_DOC = 'secrets/stripe';

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
    await setDoc(doc(db, bonnieVale), {
      name: 'Bonnie Vale, Royal National Park',
    });
    await setDoc(doc(db, essentials), { name: 'Essentials', kitCount: 6 });
    await setDoc(doc(db, essentialsMonth), {
      month: '2026-12',
      kitsInUse: { '2026-12-01': 2 },
    });
    await setDoc(doc(db, firewood), { name: 'Firewood bundle', priceCents: 2500 });
    await setDoc(doc(db, AVAILABILITY_SETTINGS_DOC), {
      minNoticeDays: 3,
      horizonDays: 365,
      blackouts: [],
    });
    await setDoc(doc(db, PRICING_SETTINGS_DOC), { gstIncluded: true });
    await setDoc(doc(db, STRIPE_SETTINGS_DOC), { accountId: 'acct_x' });
    await setDoc(doc(db, caseysBooking), {
      userId: casey.uid,
      status: 'requested',
      totalCents: 29_800,
    });
    await setDoc(doc(db, someoneElsesBooking), {
      userId: 'other',
      status: 'confirmed',
      totalCents: 45_800,
    });
    await setDoc(doc(db, caseysProfile), profile({ createdAt: LONG_AGO, updatedAt: LONG_AGO }));
    await setDoc(doc(db, othersProfile), { ...profile(), email: 'other@example.com' });
    await setDoc(doc(db, mailDoc('welcome')), { to: casey.email, message: { subject: 'Welcome' } });
    await setDoc(doc(db, paymentDoc('pi_1')), { bookingId: 'caseys', amountCents: 29_800 });
    await setDoc(doc(db, contactMessageDoc('m1')), {
      name: 'Casey',
      message: 'Do you deliver to Jervis Bay?',
    });
    await setDoc(doc(db, clientErrorDoc('e1')), { message: 'TypeError', path: '/pricing' });
    await setDoc(doc(db, SECRETS_DOC), { key: 'sk_test_x' });
    for (const [id, userId, status] of [
      ['published-1', 'other', 'published'],
      ['caseys-pending', casey.uid, 'pending'],
      ['others-pending', 'other', 'pending'],
      ['others-hidden', 'other', 'hidden'],
    ]) {
      await setDoc(doc(db, reviewDoc(id!)), {
        userId,
        status,
        locationId: 'royal-bonnie-vale',
        rating: 5,
        text: 'Lovely',
        createdAt: new Date(),
      });
    }
    await setDoc(doc(db, reviewSummaryDoc('royal-bonnie-vale')), { count: 1, ratingTotal: 5 });
    await setDoc(doc(db, closureDoc('c1')), {
      locationIds: ['royal-bonnie-vale'],
      firstNight: '2026-12-10',
      lastNight: '2026-12-12',
      reason: 'Total fire ban.',
    });
    await setDoc(doc(db, promoCodeDoc('SPRING20')), { code: 'SPRING20', active: true });
    await setDoc(doc(db, promoCustomerDoc('SPRING20', casey.uid)), { uses: 1 });
    await setDoc(doc(db, voucherDoc(CASEYS_VOUCHER)), {
      kind: 'credit',
      amountCents: 32_780,
      balanceCents: 32_780,
      ownerUid: casey.uid,
    });
    await setDoc(doc(db, voucherDoc(OTHERS_VOUCHER)), {
      kind: 'credit',
      amountCents: 50_380,
      balanceCents: 50_380,
      ownerUid: 'other',
    });
    await setDoc(doc(db, voucherDoc(GIFT_FOR_CASEY)), {
      kind: 'gift',
      amountCents: 15_000,
      balanceCents: 15_000,
      ownerUid: 'other',
      gift: { buyerUid: 'other', recipientEmail: casey.email },
    });
    await setDoc(doc(db, giftOrderDoc('caseys-order')), { buyerUid: casey.uid, status: 'paid' });
    await setDoc(doc(db, giftOrderDoc('others-order')), { buyerUid: 'other', status: 'paid' });
    await setDoc(doc(db, waitlistDoc('casey-0')), { userId: casey.uid, state: 'waiting' });
    await setDoc(doc(db, waitlistDoc('other-0')), { userId: 'other', state: 'waiting' });
    await setDoc(doc(db, auditEntryDoc('a1')), {
      by: 'staff',
      action: 'staffUpdateBooking.confirm',
      target: caseysBooking,
      before: { status: 'requested' },
      after: { status: 'confirmed' },
    });
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
/** A token whose `admin` claim is not the boolean true the functions set: not staff. */
const almostStaff = () =>
  firestoreOf(env.authenticatedContext('almost', { email: 'almost@example.com', admin: 'true' }));

/** A `users/{uid}` document exactly as the app writes it (userDocumentSchema output). */
function profile(overrides: Record<string, unknown> = {}) {
  return userDocumentSchema.parse({
    displayName: 'Casey Camper',
    email: casey.email,
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  });
}

describe('locations (public catalogue)', () => {
  it('anyone, signed in or not, can read them', async () => {
    await assertSucceeds(getDoc(doc(guest(), bonnieVale)));
    await assertSucceeds(getDocs(collection(signedIn(), COLLECTIONS.locations)));
  });

  it('nobody can write them from a browser, not even staff', async () => {
    await assertFails(setDoc(doc(guest(), locationDoc('fake-beach')), { name: 'Fake Beach' }));
    await assertFails(updateDoc(doc(staff(), bonnieVale), { name: 'Renamed' }));
  });
});

describe('packages (public catalogue)', () => {
  it('anyone can read them', async () => {
    await assertSucceeds(getDocs(collection(guest(), COLLECTIONS.packages)));
  });

  it('nobody can write them from a browser', async () => {
    await assertFails(updateDoc(doc(signedIn(), essentials), { kitCount: 100 }));
    await assertFails(deleteDoc(doc(staff(), essentials)));
  });
});

describe('packages/{id}/kitMonths (inventory)', () => {
  it('staff can read the kits in use', async () => {
    await assertSucceeds(getDoc(doc(staff(), essentialsMonth)));
  });

  it('customers cannot read or change the inventory', async () => {
    await assertFails(getDoc(doc(guest(), essentialsMonth)));
    await assertFails(getDocs(collection(signedIn(), kitMonthsCollection('essentials'))));
    await assertFails(setDoc(doc(signedIn(), essentialsMonth), { kitsInUse: {} }));
    await assertFails(
      setDoc(doc(staff(), kitMonthDoc('essentials', '2027-01')), {
        kitsInUse: { '2027-01-02': 6 },
      }),
    );
  });
});

describe('addOns (public catalogue)', () => {
  it('anyone can read them', async () => {
    await assertSucceeds(getDoc(doc(guest(), firewood)));
  });

  it('nobody can write them from a browser', async () => {
    await assertFails(updateDoc(doc(signedIn(), firewood), { priceCents: 0 }));
  });
});

describe('settings', () => {
  it('anyone can read the published pricing and availability settings; staff read every setting', async () => {
    await assertSucceeds(getDoc(doc(guest(), PRICING_SETTINGS_DOC)));
    await assertSucceeds(getDoc(doc(signedIn(), AVAILABILITY_SETTINGS_DOC)));
    await assertSucceeds(getDoc(doc(staff(), STRIPE_SETTINGS_DOC)));
  });

  it('customers cannot read other settings, and nobody can write settings from a browser', async () => {
    await assertFails(getDoc(doc(guest(), STRIPE_SETTINGS_DOC)));
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.settings)));
    await assertFails(updateDoc(doc(staff(), AVAILABILITY_SETTINGS_DOC), { minNoticeDays: 0 }));
    await assertFails(setDoc(doc(signedIn(), PRICING_SETTINGS_DOC), { gstIncluded: false }));
  });
});

describe('bookings', () => {
  it('a person reads their own bookings, one by one or with the My Bookings query', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), caseysBooking)));
    await assertSucceeds(
      getDocs(
        query(collection(signedIn(), COLLECTIONS.bookings), where('userId', '==', casey.uid)),
      ),
    );
  });

  it("nobody reads someone else's bookings, and guests read none", async () => {
    await assertFails(getDoc(doc(signedIn(), someoneElsesBooking)));
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.bookings)));
    await assertFails(
      getDocs(query(collection(signedIn(), COLLECTIONS.bookings), where('userId', '==', 'other'))),
    );
    await assertFails(getDoc(doc(guest(), caseysBooking)));
  });

  it('staff read every booking, and the staff list by status and stay dates', async () => {
    await assertSucceeds(getDocs(collection(staff(), COLLECTIONS.bookings)));
    const byStatus = (db: Firestore) =>
      query(
        collection(db, COLLECTIONS.bookings),
        where('status', '==', 'requested'),
        where('arrival', '>=', '2026-12-01'),
        orderBy('arrival'),
        limit(25),
      );
    await assertSucceeds(getDocs(byStatus(staff())));
    await assertFails(getDocs(byStatus(signedIn())));
    await assertFails(getDocs(byStatus(almostStaff())));
    await assertFails(getDocs(byStatus(guest())));
  });

  it('no browser creates, changes or deletes a booking, not even its owner or staff', async () => {
    await assertFails(
      addDoc(collection(signedIn(), COLLECTIONS.bookings), {
        userId: casey.uid,
        status: 'confirmed',
      }),
    );
    await assertFails(updateDoc(doc(signedIn(), caseysBooking), { status: 'confirmed' }));
    await assertFails(deleteDoc(doc(signedIn(), caseysBooking)));
    await assertFails(updateDoc(doc(staff(), caseysBooking), { totalCents: 0 }));
  });
});

describe('reviews', () => {
  const published = (db: Firestore) =>
    query(
      collection(db, COLLECTIONS.reviews),
      where('locationId', '==', 'royal-bonnie-vale'),
      where('status', '==', 'published'),
      orderBy('createdAt', 'desc'),
      limit(10),
    );

  it("anyone reads a campground's published reviews and its summary", async () => {
    await assertSucceeds(getDocs(published(guest())));
    await assertSucceeds(getDoc(doc(guest(), reviewDoc('published-1'))));
    await assertSucceeds(getDoc(doc(guest(), reviewSummaryDoc('royal-bonnie-vale'))));
  });

  it('a camper reads their own review whatever its state, and nobody else reads unpublished ones', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), reviewDoc('caseys-pending'))));
    await assertSucceeds(
      getDocs(query(collection(signedIn(), COLLECTIONS.reviews), where('userId', '==', casey.uid))),
    );
    await assertFails(getDoc(doc(signedIn(), reviewDoc('others-pending'))));
    await assertFails(getDoc(doc(guest(), reviewDoc('others-hidden'))));
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.reviews)));
    // A campground's reviews whatever their state: unpublished ones would be in the answer.
    await assertFails(
      getDocs(
        query(
          collection(guest(), COLLECTIONS.reviews),
          where('locationId', '==', 'royal-bonnie-vale'),
        ),
      ),
    );
  });

  it('staff read every review, and nobody writes one or a summary from a browser', async () => {
    await assertSucceeds(
      getDocs(query(collection(staff(), COLLECTIONS.reviews), where('status', '==', 'pending'))),
    );
    // The staff area's list of published and hidden reviews.
    await assertSucceeds(
      getDocs(
        query(
          collection(staff(), COLLECTIONS.reviews),
          where('status', 'in', ['published', 'hidden']),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
    await assertFails(
      setDoc(doc(signedIn(), reviewDoc('caseys-new')), {
        userId: casey.uid,
        status: 'published',
        rating: 5,
      }),
    );
    await assertFails(updateDoc(doc(signedIn(), reviewDoc('caseys-pending')), { rating: 1 }));
    await assertFails(
      updateDoc(doc(staff(), reviewDoc('others-pending')), { status: 'published' }),
    );
    await assertFails(
      setDoc(doc(staff(), reviewSummaryDoc('royal-bonnie-vale')), { count: 9, ratingTotal: 45 }),
    );
    await assertFails(
      setDoc(doc(signedIn(), reviewSummaryDoc('royal-bonnie-vale')), { count: 9, ratingTotal: 45 }),
    );
    await assertFails(setDoc(doc(guest(), reviewSummaryDoc('new-campground')), { count: 1 }));
    await assertFails(deleteDoc(doc(signedIn(), reviewDoc('caseys-pending'))));
  });
});

describe('waitlist (requests to be told when dates free up)', () => {
  const caseys = (db: Firestore) =>
    query(collection(db, COLLECTIONS.waitlist), where('userId', '==', casey.uid));

  it('a customer reads their own requests, one by one or with the My Account query', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), waitlistDoc('casey-0'))));
    await assertSucceeds(getDocs(caseys(signedIn())));
  });

  it("nobody reads or lists someone else's requests, and guests read none", async () => {
    await assertFails(getDoc(doc(signedIn(), waitlistDoc('other-0'))));
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.waitlist)));
    await assertFails(
      getDocs(query(collection(signedIn(), COLLECTIONS.waitlist), where('userId', '==', 'other'))),
    );
    await assertFails(getDoc(doc(guest(), waitlistDoc('casey-0'))));
    await assertFails(getDocs(caseys(guest())));
  });

  it('no browser creates, changes or deletes a request, not even its owner or staff', async () => {
    await assertFails(
      setDoc(doc(signedIn(), waitlistDoc('casey-1')), { userId: casey.uid, state: 'waiting' }),
    );
    await assertFails(updateDoc(doc(signedIn(), waitlistDoc('casey-0')), { state: 'told' }));
    await assertFails(deleteDoc(doc(signedIn(), waitlistDoc('casey-0'))));
    await assertFails(deleteDoc(doc(staff(), waitlistDoc('other-0'))));
  });
});

describe('mail (the outbox and its delivery state)', () => {
  it('staff read e-mails and their delivery; nobody else reads them, and nobody writes them', async () => {
    await assertSucceeds(getDoc(doc(staff(), mailDoc('welcome'))));
    await assertFails(getDoc(doc(signedIn(), mailDoc('welcome'))));
    await assertFails(getDoc(doc(guest(), mailDoc('welcome'))));
    await assertFails(updateDoc(doc(staff(), mailDoc('welcome')), { 'delivery.state': 'sent' }));
    await assertFails(
      setDoc(doc(signedIn(), mailDoc('mine')), { to: casey.email, message: { subject: 'Hi' } }),
    );
    await assertFails(setDoc(doc(guest(), mailDoc('anon')), { to: casey.email }));
    await assertFails(
      updateDoc(doc(signedIn(), mailDoc('welcome')), { 'delivery.state': 'pending' }),
    );
    await assertFails(deleteDoc(doc(staff(), mailDoc('welcome'))));
  });

  it("staff list failed deliveries, newest first (the staff area's Mail page); nobody else does", async () => {
    const failed = (db: Firestore) =>
      query(
        collection(db, COLLECTIONS.mail),
        where('delivery.state', '==', 'failed'),
        orderBy('createdAt', 'desc'),
        limit(20),
      );
    await assertSucceeds(getDocs(failed(staff())));
    await assertFails(getDocs(failed(signedIn())));
    await assertFails(getDocs(failed(guest())));
  });
});

describe('users (profiles)', () => {
  const newcomer = { uid: 'newcomer', email: 'newcomer@example.com' };
  const asNewcomer = () => signedIn(newcomer.uid, newcomer.email);

  it('a person creates their own profile with valid fields', async () => {
    const created = profile({ email: newcomer.email });
    await assertSucceeds(setDoc(doc(asNewcomer(), userDoc(newcomer.uid)), created));
    await assertSucceeds(
      setDoc(
        doc(asNewcomer(), userDoc(newcomer.uid)),
        profile({ email: newcomer.email, phone: '(02) 9876 5432', createdAt: created.createdAt }),
      ),
    );
  });

  it('takes the profile of an address typed with capitals, normalised as the app writes it', async () => {
    const typed = 'NewComer@Example.com';
    // The identity service vouches for the address in lower case, as normaliseEmail writes it.
    const asTyped = () => signedIn(newcomer.uid, normaliseEmail(typed));
    const raw = { ...profile({ email: newcomer.email }), email: typed };
    await assertFails(setDoc(doc(asTyped(), userDoc(newcomer.uid)), raw));
    await assertSucceeds(setDoc(doc(asTyped(), userDoc(newcomer.uid)), profile({ email: typed })));
  });

  it('nobody creates a profile for someone else, or without signing in', async () => {
    await assertFails(
      setDoc(doc(signedIn(), userDoc(newcomer.uid)), profile({ email: newcomer.email })),
    );
    await assertFails(
      setDoc(doc(guest(), userDoc(newcomer.uid)), profile({ email: newcomer.email })),
    );
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
    await assertFails(setDoc(doc(asNewcomer(), userDoc(newcomer.uid)), data));
  });

  it('a person updates their own name and phone', async () => {
    await assertSucceeds(
      updateDoc(doc(signedIn(), caseysProfile), {
        displayName: 'Casey C',
        phone: '+61412345678',
        updatedAt: now(),
      }),
    );
  });

  it('refuses times the client made up: a profile is created and updated "now", by the server clock', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    for (const times of [
      { createdAt: LONG_AGO },
      { updatedAt: LONG_AGO },
      { createdAt: inAnHour, updatedAt: inAnHour },
    ]) {
      await assertFails(
        setDoc(doc(asNewcomer(), userDoc(newcomer.uid)), {
          ...profile({ email: newcomer.email }),
          ...times,
        }),
      );
    }
    await assertFails(
      updateDoc(doc(signedIn(), caseysProfile), { displayName: 'Casey C', updatedAt: LONG_AGO }),
    );
    await assertFails(updateDoc(doc(signedIn(), caseysProfile), { displayName: 'Casey C' }));
  });

  it("a deleted account's still-valid token cannot create or write its profile again", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await setDoc(doc(db, deletedUserDoc(newcomer.uid)), { deletedAt: new Date() });
      await setDoc(doc(db, deletedUserDoc(casey.uid)), { deletedAt: new Date() });
    });
    await assertFails(
      setDoc(doc(asNewcomer(), userDoc(newcomer.uid)), profile({ email: newcomer.email })),
    );
    await assertFails(
      updateDoc(doc(signedIn(), caseysProfile), { displayName: 'Casey C', updatedAt: now() }),
    );
  });

  it('a person cannot rewrite their creation time or invalid fields, nor touch another profile', async () => {
    await assertFails(
      updateDoc(doc(signedIn(), caseysProfile), {
        createdAt: '2020-01-01T00:00:00.000Z',
        updatedAt: now(),
      }),
    );
    await assertFails(updateDoc(doc(signedIn(), caseysProfile), { displayName: '' }));
    await assertFails(updateDoc(doc(signedIn(), othersProfile), { displayName: 'Hijacked' }));
  });

  it('a person reads their own profile, staff read any', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), caseysProfile)));
    await assertSucceeds(getDoc(doc(staff(), othersProfile)));
  });

  it("nobody reads someone else's profile, and nobody deletes one from a browser", async () => {
    await assertFails(getDoc(doc(signedIn(), othersProfile)));
    await assertFails(getDoc(doc(guest(), caseysProfile)));
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.users)));
    await assertFails(deleteDoc(doc(signedIn(), caseysProfile)));
  });
});

describe.each([
  COLLECTIONS.mail,
  COLLECTIONS.payments,
  COLLECTIONS.contactMessages,
  COLLECTIONS.clientErrors,
  COLLECTIONS.crewDays,
])('%s (written by functions only)', (name) => {
  it('staff can read it', async () => {
    await assertSucceeds(getDocs(collection(staff(), name)));
  });

  it('customers cannot read it, and no browser can write it', async () => {
    await assertFails(getDocs(collection(signedIn(), name)));
    await assertFails(getDocs(collection(guest(), name)));
    await assertFails(getDocs(collection(almostStaff(), name)));
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
});

describe('auditLog (what staff did)', () => {
  it('staff read it, one entry or the whole log', async () => {
    await assertSucceeds(getDoc(doc(staff(), auditEntryDoc('a1'))));
    await assertSucceeds(getDocs(collection(staff(), COLLECTIONS.auditLog)));
  });

  it('customers, guests and a claim that is not `true` read none of it', async () => {
    for (const db of [signedIn(), guest(), almostStaff()]) {
      await assertFails(getDoc(doc(db, auditEntryDoc('a1'))));
      await assertFails(getDocs(collection(db, COLLECTIONS.auditLog)));
    }
  });

  it('nobody adds, changes or deletes an entry from a browser, staff included', async () => {
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(
        addDoc(collection(db, COLLECTIONS.auditLog), { by: 'staff', action: 'made up' }),
      );
      await assertFails(updateDoc(doc(db, auditEntryDoc('a1')), { after: null }));
      await assertFails(setDoc(doc(db, auditEntryDoc('a1')), { by: 'someone else' }));
      await assertFails(deleteDoc(doc(db, auditEntryDoc('a1'))));
    }
  });
});

describe('closures', () => {
  it('staff read them, one or all', async () => {
    await assertSucceeds(getDoc(doc(staff(), closureDoc('c1'))));
    await assertSucceeds(getDocs(collection(staff(), COLLECTIONS.closures)));
  });

  it('customers, guests and a claim that is not `true` read none, and nobody writes one', async () => {
    for (const db of [signedIn(), guest(), almostStaff()]) {
      await assertFails(getDoc(doc(db, closureDoc('c1'))));
      await assertFails(getDocs(collection(db, COLLECTIONS.closures)));
    }
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(setDoc(doc(db, closureDoc('c2')), { reason: 'made up' }));
      await assertFails(updateDoc(doc(db, closureDoc('c1')), { liftedAt: now() }));
      await assertFails(deleteDoc(doc(db, closureDoc('c1'))));
    }
  });
});

describe('vouchers', () => {
  it('a customer reads their own voucher by its code, and staff any', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), voucherDoc(CASEYS_VOUCHER))));
    await assertSucceeds(getDoc(doc(staff(), voucherDoc(OTHERS_VOUCHER))));
  });

  it("nobody reads another's voucher, or lists vouchers, staff included", async () => {
    await assertFails(getDoc(doc(signedIn(), voucherDoc(OTHERS_VOUCHER))));
    await assertFails(getDoc(doc(guest(), voucherDoc(CASEYS_VOUCHER))));
    await assertFails(getDoc(doc(almostStaff(), voucherDoc(OTHERS_VOUCHER))));
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(getDocs(collection(db, COLLECTIONS.vouchers)));
    }
    // Not even the customer's own, which a list would also answer with every code of theirs.
    await assertFails(
      getDocs(
        query(collection(signedIn(), COLLECTIONS.vouchers), where('ownerUid', '==', casey.uid)),
      ),
    );
  });

  it('a gift is read by its buyer, not by its recipient who knows the code', async () => {
    await assertFails(getDoc(doc(signedIn(), voucherDoc(GIFT_FOR_CASEY))));
    await assertFails(
      getDocs(
        query(collection(signedIn(), COLLECTIONS.vouchers), where('ownerUid', '==', 'other')),
      ),
    );
  });

  it('nobody creates, tops up or deletes a voucher from a browser', async () => {
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(setDoc(doc(db, voucherDoc('NEWC2345EFGH6789')), { amountCents: 100_000 }));
      await assertFails(updateDoc(doc(db, voucherDoc(CASEYS_VOUCHER)), { balanceCents: 999_999 }));
      await assertFails(deleteDoc(doc(db, voucherDoc(CASEYS_VOUCHER))));
    }
  });
});

describe('giftOrders', () => {
  it('a buyer reads their own order, staff any, nobody else', async () => {
    await assertSucceeds(getDoc(doc(signedIn(), giftOrderDoc('caseys-order'))));
    await assertSucceeds(getDoc(doc(staff(), giftOrderDoc('others-order'))));
    await assertFails(getDoc(doc(signedIn(), giftOrderDoc('others-order'))));
    await assertFails(getDoc(doc(guest(), giftOrderDoc('caseys-order'))));
    await assertSucceeds(
      getDocs(
        query(collection(signedIn(), COLLECTIONS.giftOrders), where('buyerUid', '==', casey.uid)),
      ),
    );
    await assertFails(getDocs(collection(signedIn(), COLLECTIONS.giftOrders)));
  });

  it('nobody writes one from a browser, staff included', async () => {
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(setDoc(doc(db, giftOrderDoc('new-order')), { buyerUid: casey.uid }));
      await assertFails(updateDoc(doc(db, giftOrderDoc('caseys-order')), { status: 'paid' }));
      await assertFails(deleteDoc(doc(db, giftOrderDoc('caseys-order'))));
    }
  });
});

describe('promo codes', () => {
  it('staff read them, one or all', async () => {
    await assertSucceeds(getDoc(doc(staff(), promoCodeDoc('SPRING20'))));
    await assertSucceeds(getDocs(collection(staff(), COLLECTIONS.promoCodes)));
  });

  it('customers, guests and a claim that is not `true` neither read nor list them', async () => {
    for (const db of [signedIn(), guest(), almostStaff()]) {
      await assertFails(getDoc(doc(db, promoCodeDoc('SPRING20'))));
      await assertFails(getDocs(collection(db, COLLECTIONS.promoCodes)));
    }
  });

  it("nobody reads a customer's uses, their own included, and nobody writes a code or a use", async () => {
    for (const db of [staff(), signedIn(), guest()]) {
      await assertFails(getDoc(doc(db, promoCustomerDoc('SPRING20', casey.uid))));
      await assertFails(setDoc(doc(db, promoCustomerDoc('SPRING20', casey.uid)), { uses: 0 }));
      await assertFails(setDoc(doc(db, promoCodeDoc('FREE100')), { code: 'FREE100' }));
      await assertFails(updateDoc(doc(db, promoCodeDoc('SPRING20')), { usedCount: 0 }));
      await assertFails(deleteDoc(doc(db, promoCodeDoc('SPRING20'))));
    }
  });
});

describe.each([COLLECTIONS.rateLimits, COLLECTIONS.deletedUsers, COLLECTIONS.stripeEvents])(
  "%s (the functions' bookkeeping)",
  (name) => {
    it('nobody reads or writes it from a browser, staff included', async () => {
      await env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), `${name}/seeded`), { count: 1 });
      });
      for (const db of [guest(), signedIn(), staff()]) {
        await assertFails(getDoc(doc(db, `${name}/seeded`)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, `${name}/seeded`), { count: 0 }));
        await assertFails(deleteDoc(doc(db, `${name}/seeded`)));
      }
      await assertFails(setDoc(doc(signedIn(), `${name}/${casey.uid}`), { count: 0 }));
    });
  },
);

describe('a collection the rules do not name', () => {
  it('is closed to everyone', async () => {
    await assertFails(getDoc(doc(guest(), SECRETS_DOC)));
    await assertFails(getDoc(doc(signedIn(), SECRETS_DOC)));
    await assertFails(getDoc(doc(staff(), SECRETS_DOC)));
    await assertFails(setDoc(doc(signedIn(), 'secrets/mine'), { key: 'x' }));
  });

  it('opens nothing beneath an open collection either', async () => {
    await assertFails(setDoc(doc(guest(), `${bonnieVale}/reviews/r1`), { stars: 5 }));
    await assertFails(getDoc(doc(guest(), `${bonnieVale}/reviews/r1`)));
  });
});
