import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { waitlistDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, mailDoc, waitlistDoc } from '@camping/domain/firestore/paths';
import { checkoutStayPath } from '@camping/domain/site/stay-links';
import { WAITLIST_SENTENCES, waitlistMailId } from '@camping/domain/waitlist/waitlist';
import { inboxMessages, messagesWhere } from '@camping/stack/mail-inbox';
import { expireDueHolds } from '../bookings/expire-holds.ts';
import { holdStayAs, kitsInUseOn, makeHoldsDue, setKitsInUseOn } from '../testing/bookings.ts';
import {
  callAs,
  createCustomer,
  functionUrl,
  plainArrival,
  type TestCustomer,
} from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';
import { tellWaitlist } from './tell-waitlist.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const SITE = 'http://127.0.0.1:5173';
const FUNCTIONS_BASE = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}`;

// The sweep runs here in the test's process, which the emulators' environment does not reach.
beforeAll(() => {
  vi.stubEnv('SITE_ORIGIN', SITE);
  vi.stubEnv('FUNCTIONS_BASE', FUNCTIONS_BASE);
});
afterAll(() => vi.unstubAllEnvs());

/**
 * The glamping tents are all out for 24 nights from about 200 days ahead: twenty stays of two nights
 * in it are taken. No other test books glamping there (the browser tier shares this stack: its
 * journeys book glamping around 60-160, 190-192, 225-227 and 270-330 days ahead; the webhook's tests
 * 160-192; the search's look 14 days either side of 285 and 238).
 */
const GLAMPING = CAMPING_PACKAGES.find((pkg) => pkg.id === 'glamping-bell-tent')!;
const FULL_FROM = plainArrival(today, 200, 24);
const takenStay = (n: number) => ({
  locationId: 'lane-cove-river',
  packageId: GLAMPING.id,
  arrival: addDays(FULL_FROM, n),
  departure: addDays(FULL_FROM, n + 2),
  guests: 2,
});

/** The family tents, two nights 234 days ahead: three kits out as if booked, the fourth to hold. */
const FAMILY = CAMPING_PACKAGES.find((pkg) => pkg.id === 'family-basecamp')!;
const WEEKEND = plainArrival(today, 234, 2);
const familyStay = {
  locationId: 'dharug-mill-creek',
  packageId: FAMILY.id,
  arrival: WEEKEND,
  departure: addDays(WEEKEND, 2),
  guests: 4,
};

/** The kits this file puts out as if booked, and how many were out before. */
const kitsOut = [
  ...Array.from({ length: 24 }, (_, night) => ({
    packageId: GLAMPING.id,
    night: addDays(FULL_FROM, night),
    count: GLAMPING.kitCount,
  })),
  ...[WEEKEND, addDays(WEEKEND, 1)].map((night) => ({
    packageId: FAMILY.id,
    night,
    count: FAMILY.kitCount - 1,
  })),
];
let kitsBefore: number[] = [];

let casey: TestCustomer;
beforeAll(async () => {
  kitsBefore = await Promise.all(
    kitsOut.map(({ packageId, night }) => kitsInUseOn(db, packageId, night)),
  );
  for (const { packageId, night, count } of kitsOut)
    await setKitsInUseOn(db, packageId, night, count);
  casey = await createCustomer(stack, adminAuth, 'waitlist');
});
// Given back: the files that run after this one on the stack (the browser tests among them) book too.
afterAll(async () => {
  for (const [at, { packageId, night }] of kitsOut.entries()) {
    await setKitsInUseOn(db, packageId, night, kitsBefore[at]!);
  }
});

const join = (stay: unknown, customer?: TestCustomer) =>
  callAs<{ requestId: string }>(stack, 'joinWaitlist', stay, customer);
const request = async (requestId: string) => {
  const snap = await db.doc(waitlistDoc(requestId)).get();
  return snap.exists ? waitlistDocumentSchema.parse(snap.data()) : null;
};

describe('joinWaitlist and leaveWaitlist', () => {
  it('keep a request for a taken stay, the same one when asked again, and remove it for its owner only', async () => {
    const someone = await createCustomer(stack, adminAuth, 'waitlist-other');
    const first = await join(takenStay(0), someone);
    expect(first.result?.requestId).toBe(`${someone.uid}-0`);
    expect((await join(takenStay(0), someone)).result).toEqual(first.result);
    expect(await request(first.result!.requestId)).toMatchObject({
      userId: someone.uid,
      email: someone.email,
      state: 'waiting',
      timesTold: 0,
      toldAt: null,
    });
    expect((await request(first.result!.requestId))!.unsubscribeToken).toMatch(/^[0-9a-f]{32}$/);

    const theirs = await callAs(stack, 'leaveWaitlist', first.result, casey);
    expect(theirs.error).toMatchObject({
      status: 'NOT_FOUND',
      message: WAITLIST_SENTENCES.notYours,
    });
    expect(await request(first.result!.requestId)).not.toBeNull();
    expect((await callAs(stack, 'leaveWaitlist', first.result, someone)).result).toEqual({
      left: true,
    });
    expect(await request(first.result!.requestId)).toBeNull();
    // A second click answers the same.
    expect((await callAs(stack, 'leaveWaitlist', first.result, someone)).result).toEqual({
      left: true,
    });
  });

  it('refuse a free stay, dates that cannot be booked and guests at the sign-in door', async () => {
    const free = await join({ ...takenStay(0), packageId: 'essentials' }, casey);
    expect(free.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: WAITLIST_SENTENCES.free,
    });
    // Three nights: in the summer peak, shorter stays are refused for their length first.
    const tomorrow = await join(
      { ...takenStay(0), arrival: addDays(today, 1), departure: addDays(today, 4) },
      casey,
    );
    expect(tomorrow.error?.message).toMatch(/^Book at least \d+ days before you arrive/);
    expect((await join(takenStay(0))).error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: WAITLIST_SENTENCES.signIn,
    });
  });

  it('keep at most five open requests when twenty are asked for at once', async () => {
    const busy = await createCustomer(stack, adminAuth, 'waitlist-burst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => join(takenStay(n), busy)),
    );
    const kept = answers
      .filter((answer) => answer.result)
      .map((answer) => answer.result!.requestId);
    expect(kept.sort()).toEqual([0, 1, 2, 3, 4].map((slot) => `${busy.uid}-${slot}`));
    const refused = answers.filter((answer) => answer.error);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: WAITLIST_SENTENCES.full,
      });
    }
    const stored = await db.collection(COLLECTIONS.waitlist).where('userId', '==', busy.uid).get();
    expect(stored.size).toBe(5);
  });

  it('answer at least 300 hostile payloads each with a sentence, never a server error', async () => {
    const stay = {
      locationId: fc.constantFrom('lane-cove-river', 'no-such-place'),
      packageId: fc.constantFrom(GLAMPING.id, 'essentials'),
      arrival: fc.integer({ min: -5, max: 400 }).map((days) => addDays(today, days)),
      departure: fc.integer({ min: -5, max: 400 }).map((days) => addDays(today, days)),
      guests: fc.integer({ min: -1, max: 25 }),
    };
    const joined = await fuzzCallable({
      stack,
      callable: 'joinWaitlist',
      payload: hostilePayload(stay),
      guestShare: 0.2,
    });
    expect(joined.calls).toBeGreaterThanOrEqual(300);
    const left = await fuzzCallable({
      stack,
      callable: 'leaveWaitlist',
      payload: hostilePayload({ requestId: fc.string({ maxLength: 70 }) }),
      guestShare: 0.2,
    });
    expect(left.calls).toBeGreaterThanOrEqual(300);
  }, 300_000);
});

/** The e-mails MailDev holds for one address. */
const inboxOf = async (email: string) =>
  (await inboxMessages(stack.mailInboxUrl)).filter((message) =>
    message.to.some((to) => to.address === email),
  );

/** A hold on the weekend's last family tent, as another customer's checkout makes it. */
async function holdTheLastTent() {
  const other = await createCustomer(stack, adminAuth, 'waitlist-holder');
  const { bookingId } = await holdStayAs(stack, other, familyStay);
  return bookingId;
}

/** The hold runs out, and the sweep's two parts run as runSweep runs them. */
async function letHoldExpire(bookingId: string) {
  await makeHoldsDue(db, [bookingId]);
  expect(await expireDueHolds(db)).toBeGreaterThanOrEqual(1);
}

describe('the sweep tells the waiting (against the emulators and MailDev)', () => {
  it('once per freeing, in one e-mail even when two sweeps run at once, with the checkout and an unsubscribe link', async () => {
    const hold = await holdTheLastTent();
    const waiting = await createCustomer(stack, adminAuth, 'waitlist-waiting');
    const { requestId } = (await join(familyStay, waiting)).result!;

    await tellWaitlist(db);
    expect(await request(requestId)).toMatchObject({ state: 'waiting', timesTold: 0 });

    await letHoldExpire(hold);
    await Promise.all([tellWaitlist(db), tellWaitlist(db)]);
    expect(await request(requestId)).toMatchObject({ state: 'told', timesTold: 1 });
    expect((await db.doc(mailDoc(waitlistMailId(requestId, 1))).get()).exists).toBe(true);
    const [message] = await messagesWhere(stack.mailInboxUrl, (mail) =>
      mail.to.some((to) => to.address === waiting.email),
    );
    expect(message!.subject).toBe(
      `Your stay at ${LOCATIONS.find((location) => location.id === familyStay.locationId)!.name} is free again | The Complete Camping Experience`,
    );
    expect(message!.text).toContain(`${SITE}${checkoutStayPath(familyStay)}`);
    expect(message!.text).toContain(WAITLIST_SENTENCES.nothingHeld);
    const { unsubscribeToken } = (await request(requestId))!;
    expect(message!.text).toContain(
      `${FUNCTIONS_BASE}/unsubscribeWaitlist?request=${requestId}&token=${unsubscribeToken}`,
    );

    // Still free: told already, nothing more.
    await tellWaitlist(db);
    expect(await request(requestId)).toMatchObject({ state: 'told', timesTold: 1 });

    // Taken again, then freed again: told a second time.
    const again = await holdTheLastTent();
    await tellWaitlist(db);
    expect(await request(requestId)).toMatchObject({ state: 'waiting', timesTold: 1 });
    await letHoldExpire(again);
    await tellWaitlist(db);
    expect(await request(requestId)).toMatchObject({ state: 'told', timesTold: 2 });
    await vi.waitFor(async () => expect(await inboxOf(waiting.email)).toHaveLength(2), {
      timeout: 10_000,
    });
  });

  it('removes requests whose arrival can no longer be booked', async () => {
    const late = await createCustomer(stack, adminAuth, 'waitlist-late');
    const id = `${late.uid}-0`;
    await db.doc(waitlistDoc(id)).set({
      ...familyStay,
      arrival: addDays(today, 1),
      departure: addDays(today, 3),
      userId: late.uid,
      email: late.email,
      createdAt: new Date(),
      state: 'waiting',
      toldAt: null,
      timesTold: 0,
      unsubscribeToken: 'ab'.repeat(16),
    });
    await tellWaitlist(db);
    expect(await request(id)).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('shows a button without changing anything, and deletes the request only when posted with its token', async () => {
    const customer = await createCustomer(stack, adminAuth, 'waitlist-unsubscribe');
    const { requestId } = (await join(takenStay(10), customer)).result!;
    const { unsubscribeToken: token } = (await request(requestId))!;
    const url = functionUrl(stack, 'unsubscribeWaitlist');
    const post = (form: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });

    const shown = await fetch(`${url}?request=${requestId}&token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await shown.text();
    expect(page).toContain('<form method="post">');
    expect(page).toContain('Stop these e-mails');
    expect(await request(requestId)).not.toBeNull();

    const wrong = await post({ request: requestId, token: 'cd'.repeat(16) });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('This link no longer works');
    expect(await request(requestId)).not.toBeNull();

    const right = await post({ request: requestId, token });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('You will not hear about this stay again');
    expect(await request(requestId)).toBeNull();

    const stale = await post({ request: requestId, token });
    expect(stale.status).toBe(404);
  });
});
