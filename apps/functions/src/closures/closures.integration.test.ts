import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { ClosureAffectedBooking } from '@camping/domain/closures/closure-requests';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  auditEntryDocumentSchema,
  bookingDocumentSchema,
  closureDocumentSchema,
  locationDocumentSchema,
  mailDocumentSchema,
  paymentDocumentSchema,
  voucherDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  bookingDoc,
  closureDoc,
  COLLECTIONS,
  locationDoc,
  voucherDoc,
} from '@camping/domain/firestore/paths';
import { inboxMessages, type InboxMessage } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { holdStayAs, kitsInUseOn, payOnTestPage, pricedCheckout } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { keepDocuments } from '../testing/kept-documents.ts';
import { refundPastDeadline } from './refund-past-deadline.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
// Two campgrounds no other file books (grep the campground ids in the tests), over 34 days from about
// 155 days ahead, where no other file holds Essentials or Family Basecamp kits (kits are counted per
// package across campgrounds: grep `plainArrival(`, `checkout(`, `hold(` and the package ids), clear
// of the summer blackout and peak: the closure reaches this file's bookings only.
const BASE = plainArrival(today, 155, 34);
const day = (offset: number) => addDays(today, offset);
const at = (offset: number) => addDays(BASE, offset);
const FIRST = at(3);
const LAST = at(22);
const MOVED_TO = at(27);
const closed = { id: 'dharug-mill-creek', packageId: 'essentials' };
const alsoClosed = { id: 'munmorah-frazer-beach', packageId: 'family-basecamp' };
const elsewhere = 'killalea-shell-cove';
const closedStay = { locationId: closed.id, packageId: closed.packageId };
const REASON = 'A total fire ban covers both parks.';
const LOCATION_NAME = 'Mill Creek, Dharug National Park';
const NOTICE = 'Your campground is closed: choose what happens to your stay';

// The closures here write the two campgrounds' closures: the next file finds them as seeded.
keepDocuments(db, [locationDoc(closed.id), locationDoc(alsoClosed.id)]);

let customers: TestCustomer[];
let other: TestCustomer;
let staff: TestCustomer;
/** The 20 paid bookings, each with its customer, and the hold awaiting payment. */
let paid: { bookingId: string; customer: TestCustomer; arrival: IsoDate; locationId: string }[];
let hold: string;
let untouched: string;
let closureId: string;

const booking = async (id: string) =>
  bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());

async function refundsOf(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get();
  return snap.docs
    .map((doc) => paymentDocumentSchema.parse(doc.data()))
    .filter((payment) => payment.kind === 'refund');
}

async function mailsOf(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.mail).where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => mailDocumentSchema.parse(doc.data()).message);
}

async function vouchersFrom(bookingId: string) {
  const snap = await db
    .collection(COLLECTIONS.vouchers)
    .where('sourceBookingId', '==', bookingId)
    .get();
  return snap.docs.map((doc) => ({ code: doc.id, ...voucherDocumentSchema.parse(doc.data()) }));
}

/** The inbox's closure notices to these addresses, once `count` of them have arrived. */
async function noticesTo(addresses: readonly string[], count: number): Promise<InboxMessage[]> {
  const wanted = (message: InboxMessage) =>
    message.subject.startsWith(NOTICE) && message.to.some((to) => addresses.includes(to.address));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await inboxMessages(stack.mailInboxUrl)).filter(wanted);
    if (found.length >= count || Date.now() >= deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const choose = (customer: TestCustomer, bookingId: string, choice: unknown) =>
  callAs<{ status: string; voucher: { code: string; amountCents: number } | null }>(
    stack,
    'chooseClosureOption',
    { bookingId, choice },
    customer,
  );

const closeRequest = {
  locationIds: [closed.id, alsoClosed.id],
  firstNight: FIRST,
  lastNight: LAST,
  reason: REASON,
  idempotencyKey: randomUUID(),
};

beforeAll(async () => {
  [staff, other, ...customers] = await Promise.all([
    createCustomer(stack, adminAuth, 'closure-staff', { admin: true }),
    createCustomer(stack, adminAuth, 'closure-other'),
    ...[1, 2, 3, 4].map((n) => createCustomer(stack, adminAuth, `closure-${n}`)),
  ]);
  // Two bookings arrive every other night, one at each campground: 20 stays over the 20 nights.
  const stays = Array.from({ length: 10 }, (_, n) => at(3 + 2 * n)).flatMap((arrival, n) =>
    [closed, alsoClosed].map((place, side) => ({
      customer: customers[(2 * n + side) % customers.length]!,
      locationId: place.id,
      packageId: place.packageId,
      arrival,
      departure: addDays(arrival, 2),
    })),
  );
  // One lane per customer: the stays share kit months and crew days, which each hold updates.
  const lanes = await Promise.all(
    customers.map(async (customer) => {
      const made = [];
      for (const { customer: owner, ...stay } of stays) {
        if (owner !== customer) continue;
        const { bookingId } = await holdStayAs(stack, customer, stay);
        expect((await payOnTestPage(stack, bookingId)).status).toBe(303);
        made.push({ bookingId, customer, arrival: stay.arrival, locationId: stay.locationId });
      }
      return made;
    }),
  );
  // By arrival, the closed campground's first: paid[0] is an essentials stay at Mill Creek.
  paid = lanes
    .flat()
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.locationId.localeCompare(b.locationId));
  // Awaiting payment, with one night in the closure (its last).
  ({ bookingId: hold } = await holdStayAs(stack, customers[0]!, {
    ...closedStay,
    arrival: LAST,
    departure: at(25),
  }));
  // Leaves on the closure's first night: none of its nights is closed.
  ({ bookingId: untouched } = await holdStayAs(stack, customers[1]!, {
    ...closedStay,
    arrival: BASE,
    departure: FIRST,
  }));
  expect((await payOnTestPage(stack, untouched)).status).toBe(303);
  // The sweep runs here, not in the Functions emulator: the e-mail's links need the site's address.
  vi.stubEnv('SITE_ORIGIN', `http://${HOST}:${PROFILES.test.ports.web}`);
}, 120_000);
afterAll(() => vi.unstubAllEnvs());

describe('closing campgrounds (staffPreviewClosure, staffCloseCampgrounds)', () => {
  it('shows staff every paid booking and hold with a night in the closure, with its customer', async () => {
    const preview = { ...closeRequest, idempotencyKey: undefined };
    const answer = await callAs<{ bookings: ClosureAffectedBooking[] }>(
      stack,
      'staffPreviewClosure',
      preview,
      staff,
    );
    const listed = answer.result!.bookings;
    expect(listed.map((row) => row.bookingId).sort()).toEqual(
      [...paid.map((row) => row.bookingId), hold].sort(),
    );
    const first = listed.find((row) => row.bookingId === paid[0]!.bookingId)!;
    expect(first).toMatchObject({
      email: paid[0]!.customer.email,
      locationName: LOCATION_NAME,
      status: 'requested',
      arrival: FIRST,
    });
    expect(first.paidCents).toBeGreaterThan(0);
    expect(listed.find((row) => row.bookingId === hold)).toMatchObject({
      status: 'pending_payment',
      paidCents: 0,
    });
  });

  it('closes the nights, asks the 20 customers to choose by e-mail, releases the hold, once', async () => {
    const close = () =>
      callAs<{ closureId: string; affectedCount: number }>(
        stack,
        'staffCloseCampgrounds',
        closeRequest,
        staff,
      );
    const first = await close();
    const again = await close();
    expect(first.result).toEqual({ closureId: closeRequest.idempotencyKey, affectedCount: 21 });
    expect(again.result).toEqual(first.result);
    closureId = first.result!.closureId;

    const closure = closureDocumentSchema.parse((await db.doc(closureDoc(closureId)).get()).data());
    expect(closure.affectedBookingIds.sort()).toEqual(paid.map((row) => row.bookingId).sort());
    expect(closure.releasedHoldIds).toEqual([hold]);
    for (const { bookingId, arrival } of paid) {
      const asked = await booking(bookingId);
      expect(asked.status).toBe('awaiting_choice');
      expect(asked.closure).toMatchObject({
        closureId,
        reason: REASON,
        previousStatus: 'requested',
        deadline: day(7) < addDays(arrival, -1) ? day(7) : addDays(arrival, -1),
      });
      expect(await mailsOf(bookingId)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ subject: expect.stringMatching(NOTICE) }),
        ]),
      );
    }
    expect((await booking(hold)).status).toBe('expired');
    expect((await mailsOf(hold)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your held dates are released/),
    ]);
    expect((await booking(untouched)).status).toBe('requested');

    const notices = await noticesTo(
      customers.map((customer) => customer.email),
      paid.length,
    );
    expect(notices).toHaveLength(20);
    const link = `http://${HOST}:${PROFILES.test.ports.web}/account/bookings?closure=${paid[0]!.bookingId}`;
    const mail = (await mailsOf(paid[0]!.bookingId)).find((m) => m.subject.startsWith(NOTICE))!;
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(REASON);
  });

  it('closes over paid bookings alone, with no hold to release', async () => {
    const stay = {
      locationId: elsewhere,
      packageId: 'essentials',
      arrival: at(30),
      departure: at(32),
    };
    const { bookingId } = await holdStayAs(stack, other, stay);
    expect((await payOnTestPage(stack, bookingId)).status).toBe(303);
    const closing = await callAs<{ closureId: string; affectedCount: number }>(
      stack,
      'staffCloseCampgrounds',
      {
        locationIds: [elsewhere],
        firstNight: at(30),
        lastNight: at(30),
        reason: REASON,
        idempotencyKey: randomUUID(),
      },
      staff,
    );
    expect(closing.result?.affectedCount).toBe(1);
    const stored = (await db.doc(closureDoc(closing.result!.closureId)).get()).data();
    expect(stored).toMatchObject({ affectedBookingIds: [bookingId] });
    expect(stored?.releasedHoldIds ?? []).toEqual([]);
    expect((await booking(bookingId)).status).toBe('awaiting_choice');
  });

  it('refuses the closed nights to new bookings, in the calendar and at checkout', async () => {
    const unavailable = await callAs<string[]>(
      stack,
      'getUnavailableDates',
      { packageId: 'glamping-bell-tent', locationId: alsoClosed.id, from: at(19), to: at(25) },
      other,
    );
    expect(unavailable.result).toEqual([at(19), at(20), at(21), at(22)]);
    const checkout = await callAs(
      stack,
      'startCheckout',
      await pricedCheckout(
        stack,
        {
          locationId: alsoClosed.id,
          packageId: 'glamping-bell-tent',
          addOns: [],
          guests: 2,
          arrival: at(20),
          departure: at(23),
          phone: '0412 345 678',
          termsAccepted: true,
          idempotencyKey: randomUUID(),
        },
        other,
      ),
      other,
    );
    expect(checkout.error?.status).toBe('FAILED_PRECONDITION');
  });
});

describe("the customer's choice (chooseClosureOption, staffChooseClosureOption)", () => {
  it('moves the stay to free nights elsewhere at no charge, back to its status, with the new .ics', async () => {
    const { bookingId, customer } = paid[0]!;
    const before = await booking(bookingId);
    const refused = await choose(customer, bookingId, {
      kind: 'move',
      locationId: alsoClosed.id,
      arrival: at(13),
    });
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect((await booking(bookingId)).status).toBe('awaiting_choice');

    const kitsBefore = await kitsInUseOn(db, closed.packageId, MOVED_TO);
    const firstBefore = await kitsInUseOn(db, closed.packageId, FIRST);
    const moved = await choose(customer, bookingId, {
      kind: 'move',
      locationId: elsewhere,
      arrival: MOVED_TO,
    });
    expect(moved.result).toEqual({ bookingId, status: 'requested', voucher: null });
    const after = await booking(bookingId);
    expect(after).toMatchObject({
      locationId: elsewhere,
      arrival: MOVED_TO,
      departure: addDays(MOVED_TO, 2),
      closure: { choice: { kind: 'move' }, chosenBy: 'customer' },
      payment: { paidCents: before.payment!.paidCents, refundedCents: 0 },
    });
    expect(await kitsInUseOn(db, closed.packageId, MOVED_TO)).toBe(kitsBefore + 1);
    expect(await kitsInUseOn(db, closed.packageId, FIRST)).toBe(firstBefore - 1);
    expect(await refundsOf(bookingId)).toEqual([]);
    const changed = (await mailsOf(bookingId)).find((mail) =>
      mail.subject.startsWith('Your booking has new dates'),
    );
    expect(changed?.attachments?.[0]?.content).toContain('SEQUENCE:1');
  });

  it('credits 110% as a voucher once, whatever copies of the choice are sent at once', async () => {
    const { bookingId, customer } = paid[1]!;
    const paidCents = (await booking(bookingId)).payment!.paidCents;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => choose(customer, bookingId, { kind: 'credit' })),
    );
    const [voucher] = await vouchersFrom(bookingId);
    expect(await vouchersFrom(bookingId)).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.result).toMatchObject({ status: 'credited', voucher: { code: voucher!.code } });
    }
    expect(voucher).toMatchObject({
      kind: 'credit',
      amountCents: Math.round(paidCents * 1.1),
      balanceCents: Math.round(paidCents * 1.1),
      ownerUid: customer.uid,
      expiresOn: `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`,
    });
    expect((await booking(bookingId)).status).toBe('credited');
    const credited = (await mailsOf(bookingId)).filter((mail) =>
      mail.subject.startsWith('Your credit voucher'),
    );
    expect(credited).toHaveLength(1);
    expect(credited[0]!.text).toContain(voucher!.code.slice(0, 4));
    // Its kits and crew are free again, and a second, different choice is refused.
    const second = await choose(customer, bookingId, { kind: 'refund' });
    expect(second.error?.message).toMatch(/^A choice has already been made\./);
    expect(await refundsOf(bookingId)).toEqual([]);
    expect((await db.doc(voucherDoc(voucher!.code)).get()).exists).toBe(true);
  });

  it('refunds in full once, whatever copies of the choice are sent at once', async () => {
    const { bookingId, customer } = paid[2]!;
    const paidCents = (await booking(bookingId)).payment!.paidCents;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => choose(customer, bookingId, { kind: 'refund' })),
    );
    for (const answer of answers) expect(answer.result?.status).toBe('cancelled');
    expect((await refundsOf(bookingId)).map((refund) => refund.amountCents)).toEqual([paidCents]);
    expect((await booking(bookingId)).payment).toMatchObject({ refundedCents: paidCents });
    const refunded = (await mailsOf(bookingId)).filter((mail) =>
      mail.subject.startsWith('Your closed stay is refunded'),
    );
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.text).toContain('As you chose');
  });

  it("lets nobody choose for another customer's booking, and staff for anyone with a reason", async () => {
    const { bookingId } = paid[3]!;
    const stranger = await choose(other, bookingId, { kind: 'credit' });
    expect(stranger.error?.status).toBe('NOT_FOUND');
    expect((await booking(bookingId)).status).toBe('awaiting_choice');

    const phoned = await callAs<{ status: string }>(
      stack,
      'staffChooseClosureOption',
      { bookingId, choice: { kind: 'refund' }, reason: 'Phoned on Tuesday.' },
      staff,
    );
    expect(phoned.result?.status).toBe('cancelled');
    const after = await booking(bookingId);
    expect(after.closure).toMatchObject({ chosenBy: 'staff', choice: { kind: 'refund' } });
    const audit = await db
      .collection(COLLECTIONS.auditLog)
      .where('target', '==', bookingDoc(bookingId))
      .get();
    expect(audit.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()))).toEqual([
      expect.objectContaining({
        action: 'staffChooseClosureOption.refund',
        reason: 'Phoned on Tuesday.',
      }),
    ]);
  });
});

describe('the deadline (the sweep) and lifting the closure', () => {
  it('refunds in full every booking still choosing after its deadline, once with two sweeps at once', async () => {
    const waiting = paid.slice(4).map((row) => row.bookingId);
    await Promise.all(
      waiting.map((id) => db.doc(bookingDoc(id)).update({ 'closure.deadline': day(-1) })),
    );
    const keys: string[] = [];
    const provider = {
      refund: async ({ key }: { key: string }) => {
        keys.push(key);
        return { id: `re_closure_${key}` };
      },
    };
    const sweeps = await Promise.all([
      refundPastDeadline(db, provider),
      refundPastDeadline(db, provider),
    ]);
    expect(sweeps[0]! + sweeps[1]!).toBe(waiting.length);
    for (const id of waiting) {
      const after = await booking(id);
      expect(after.status).toBe('cancelled');
      expect(after.closure).toMatchObject({ chosenBy: 'automatic', choice: { kind: 'refund' } });
      expect((await refundsOf(id)).map((refund) => refund.amountCents)).toEqual([
        after.payment!.paidCents,
      ]);
      const mails = (await mailsOf(id)).filter((mail) =>
        mail.subject.startsWith('Your closed stay is refunded'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('We did not hear from you');
    }
    expect(new Set(keys)).toEqual(new Set(waiting.map((id) => `refund-${id}-cancelled`)));
  });

  it('opens the nights again when staff lift the closure, once', async () => {
    const lift = { closureId, reason: 'The fire ban is over.' };
    const lifted = await callAs(stack, 'staffLiftClosure', lift, staff);
    const again = await callAs(stack, 'staffLiftClosure', lift, staff);
    expect([lifted.result, again.result]).toEqual([{ saved: true }, { saved: true }]);
    const location = locationDocumentSchema.parse(
      (await db.doc(locationDoc(closed.id)).get()).data(),
    );
    expect(location.closures.filter((range) => range.from === FIRST)).toEqual([]);
    const unavailable = await callAs<string[]>(
      stack,
      'getUnavailableDates',
      { packageId: 'glamping-bell-tent', locationId: alsoClosed.id, from: at(19), to: at(25) },
      other,
    );
    expect(unavailable.result).toEqual([]);
    expect(
      closureDocumentSchema.parse((await db.doc(closureDoc(closureId)).get()).data()),
    ).toMatchObject({ liftedBy: staff.uid, liftReason: 'The fire ban is over.' });
  });
});
