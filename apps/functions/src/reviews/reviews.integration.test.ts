import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  reviewDocumentSchema,
  reviewSummaryDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  bookingDoc,
  COLLECTIONS,
  reviewDoc,
  reviewSummaryDoc,
} from '@camping/domain/firestore/paths';
import { callAs, createCustomer, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
/** A campground of its own per run, so the summary this file checks is only its reviews'. */
const LOCATION = `review-test-${Date.now().toString(36)}`;

let casey: TestCustomer;
let staff: TestCustomer;
beforeAll(async () => {
  casey = await createCustomer(stack, adminAuth, 'reviewer');
  await adminAuth.updateUser(casey.uid, { displayName: 'Casey Camper' });
  await db.doc(`${COLLECTIONS.users}/${casey.uid}`).set({
    displayName: 'Casey Camper',
    email: casey.email,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
  staff = await createCustomer(stack, adminAuth, 'review-staff', { admin: true });
});

/** A stay of `userId` in `status`, as the booking engine leaves it. */
async function stay(userId: string, status = 'completed'): Promise<string> {
  const id = `review-${randomUUID().slice(0, 8)}`;
  await db.doc(bookingDoc(id)).set({
    userId,
    locationId: LOCATION,
    packageId: 'essentials',
    addOns: [],
    arrival: '2026-10-02',
    departure: '2026-10-04',
    guests: 2,
    status,
    totalCents: 40_000,
    gstCents: 3_636,
    currency: 'AUD',
    createdAt: '2026-09-01T00:00:00.000Z',
    updatedAt: '2026-10-05T00:00:00.000Z',
    history: [{ status, at: '2026-10-05T00:00:00.000Z', by: 'staff' }],
  });
  return id;
}

const review = async (bookingId: string) =>
  reviewDocumentSchema.parse((await db.doc(reviewDoc(bookingId)).get()).data());
const summary = async () => {
  const snap = await db.doc(reviewSummaryDoc(LOCATION)).get();
  return snap.exists ? reviewSummaryDocumentSchema.parse(snap.data()) : null;
};

describe('submitReview', () => {
  it('takes one review of a completed stay, with the first name, waiting for staff', async () => {
    const id = await stay(casey.uid);
    const answer = await callAs(
      stack,
      'submitReview',
      { bookingId: id, rating: 5, text: '  Woke up to the sea.  ' },
      casey,
    );
    expect(answer.result).toEqual({ bookingId: id, status: 'pending' });
    expect(await review(id)).toMatchObject({
      userId: casey.uid,
      locationId: LOCATION,
      rating: 5,
      text: 'Woke up to the sea.',
      firstName: 'Casey',
      stayMonth: '2026-10',
      status: 'pending',
    });
  });

  it('keeps one review per stay when the same review is sent five times at once', async () => {
    const id = await stay(casey.uid);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        callAs(stack, 'submitReview', { bookingId: id, rating: 4, text: `try ${n}` }, casey),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.error).toMatchObject({
        status: 'ALREADY_EXISTS',
        message: 'You have already reviewed this stay. Thank you!',
      });
    }
  });

  it("refuses a stay that is not over, and anyone else's stay, writing nothing", async () => {
    const upcoming = await stay(casey.uid, 'confirmed');
    expect(
      (await callAs(stack, 'submitReview', { bookingId: upcoming, rating: 5 }, casey)).error,
    ).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'You can review a stay once it is over and our crew has packed up.',
    });
    const someoneElses = await stay('someone-else');
    expect(
      (await callAs(stack, 'submitReview', { bookingId: someoneElses, rating: 5 }, casey)).error,
    ).toMatchObject({ status: 'NOT_FOUND' });
    expect(
      (await callAs(stack, 'submitReview', { bookingId: upcoming, rating: 5 })).error,
    ).toMatchObject({ status: 'UNAUTHENTICATED', message: 'Log in to review your stay.' });
    for (const id of [upcoming, someoneElses]) {
      expect((await db.doc(reviewDoc(id)).get()).exists).toBe(false);
    }
  });

  it('answers bad input with a sentence', async () => {
    const id = await stay(casey.uid);
    const bad = async (data: unknown) => (await callAs(stack, 'submitReview', data, casey)).error;
    expect(await bad({ bookingId: id, rating: 6 })).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'rating: Choose from 1 to 5 stars.',
    });
    expect(await bad({ bookingId: id, rating: 3, text: 'x'.repeat(2_001) })).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'text: Keep your review to 2,000 characters or fewer.',
    });
  });

  it('answers any generated payload with success or a 4xx, and writes no review on a 4xx', async () => {
    const reviews = async () =>
      (await db.collection(COLLECTIONS.reviews).count().get()).data().count;
    const before = await reviews();
    const { calls } = await fuzzCallable({
      stack,
      callable: 'submitReview',
      payload: hostilePayload({
        bookingId: fc.oneof(fc.constant('no-such-booking'), fc.string({ maxLength: 70 })),
        rating: fc.integer({ min: -1, max: 7 }),
        text: fc.string({ maxLength: 2_100 }),
      }),
      guestShare: 0.2,
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(await reviews()).toBe(before);
  }, 300_000);
});

describe('staffModerateReview', () => {
  it('publishes and hides reviews, keeping the count and stars of the published ones, audited', async () => {
    const [first, second] = [await stay(casey.uid), await stay(casey.uid)];
    await callAs(stack, 'submitReview', { bookingId: first, rating: 5 }, casey);
    await callAs(stack, 'submitReview', { bookingId: second, rating: 2 }, casey);
    const moderate = (bookingId: string, decision: string) =>
      callAs(stack, 'staffModerateReview', { bookingId, decision }, staff);

    expect((await moderate(first, 'publish')).result).toEqual({ saved: true });
    // Twice at once: published once.
    await Promise.all([moderate(second, 'publish'), moderate(second, 'publish')]);
    expect(await summary()).toEqual({ count: 2, ratingTotal: 7 });
    await moderate(second, 'hide');
    expect(await summary()).toEqual({ count: 1, ratingTotal: 5 });
    expect((await review(second)).status).toBe('hidden');
    const audit = await db
      .collection(COLLECTIONS.auditLog)
      .where('target', '==', reviewDoc(second))
      .get();
    expect(audit.docs.map((doc) => doc.get('action')).sort()).toEqual([
      'staffModerateReview.hide',
      'staffModerateReview.publish',
    ]);
    expect((await moderate(first, 'publish')).error).toBeUndefined();
    expect(await summary()).toEqual({ count: 1, ratingTotal: 5 });
  });

  it('is for staff only', async () => {
    // A camper of their own: Casey has used up the hour's reviews in the tests above.
    const jo = await createCustomer(stack, adminAuth, 'reviewer');
    const id = await stay(jo.uid);
    await callAs(stack, 'submitReview', { bookingId: id, rating: 5 }, jo);
    expect(
      (await callAs(stack, 'staffModerateReview', { bookingId: id, decision: 'publish' }, jo))
        .error,
    ).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await review(id)).status).toBe('pending');
  });
});
