import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_US_TO_CHANGE, type DateChangeQuote } from '@camping/domain/booking/date-change';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  auditEntryDocumentSchema,
  bookingDocumentSchema,
  mailDocumentSchema,
  paymentDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  bookingDoc,
  COLLECTIONS,
} from '@camping/domain/firestore/paths';
import { STAFF_ONLY } from '../shared/staff-access.ts';
import { holdStayAs, kitsInUseOn, payOnTestPage } from '../testing/bookings.ts';
import { callAs, createCustomer, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { keepDocuments } from '../testing/kept-documents.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
// Within 14 days of arrival, where only staff may change dates: a package no other file books
// this close to today (grep glamping-bell-tent), so no other file's stays share these nights. The
// stays are of 3 nights or more, the least the summer peak allows.
const day = (offset: number) => addDays(today, offset);
// Run in December, these nights meet the demo data's Christmas blackout: this file lifts it while
// it runs (it runs before the browser tests, with no other integration file beside it).
keepDocuments(db, [AVAILABILITY_SETTINGS_DOC]);
const place = { locationId: 'killalea-shell-cove', packageId: 'glamping-bell-tent' };
const kitsOn = (night: IsoDate) => kitsInUseOn(db, place.packageId, night);

let customer: TestCustomer;
let staff: TestCustomer;
beforeAll(async () => {
  await db.doc(AVAILABILITY_SETTINGS_DOC).update({ blackouts: [] });
  [customer, staff] = await Promise.all([
    createCustomer(stack, adminAuth, 'staff-change-guest'),
    createCustomer(stack, adminAuth, 'staff-change', { admin: true }),
  ]);
});

async function booking(id: string) {
  return bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
}

/** Books and pays on the local test-payment page, as a customer does: the booking is requested. */
async function paidBooking(arrival: IsoDate, departure: IsoDate): Promise<string> {
  const { bookingId } = await holdStayAs(stack, customer, {
    ...place,
    guests: 2,
    arrival,
    departure,
  });
  expect((await payOnTestPage(stack, bookingId)).status).toBe(303);
  return bookingId;
}

const newStay = (bookingId: string, arrival: IsoDate, departure: IsoDate) => ({
  bookingId,
  ...place,
  addOns: [],
  guests: 2,
  arrival,
  departure,
});

/** Staff's change request, as the staff booking page sends it: the difference it was shown. */
async function staffRequest(request: ReturnType<typeof newStay>, reason: string) {
  const quoted = await callAs<DateChangeQuote>(stack, 'staffQuoteDateChange', request, staff);
  if (!quoted.result) throw new Error(`quote refused: ${JSON.stringify(quoted.error)}`);
  expect(quoted.result.problem).toBe(null);
  return {
    ...request,
    expectedDifferenceCents: quoted.result.differenceCents,
    idempotencyKey: randomUUID(),
    reason,
  };
}

async function auditOf(bookingId: string) {
  const entries = await db
    .collection(COLLECTIONS.auditLog)
    .where('target', '==', bookingDoc(bookingId))
    .get();
  return entries.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()));
}

async function mailsOf(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.mail).where('bookingId', '==', bookingId).get();
  return snap.docs.map((doc) => mailDocumentSchema.parse(doc.data()));
}

async function refundsOf(bookingId: string) {
  const snap = await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get();
  return snap.docs
    .map((doc) => paymentDocumentSchema.parse(doc.data()))
    .filter((payment) => payment.kind === 'refund');
}

describe('staff change a booking’s dates (Functions + Auth + Firestore emulators)', () => {
  it('moves a booking 10 days before arrival, refunding the difference once when sent 3 times', async () => {
    const id = await paidBooking(day(10), day(14));
    const before = await booking(id);
    // The customer is told to contact us; the staff callable is not theirs to call.
    const own = await callAs(stack, 'quoteDateChange', newStay(id, day(11), day(14)), customer);
    expect(own.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: CONTACT_US_TO_CHANGE,
    });
    const request = await staffRequest(
      newStay(id, day(11), day(14)),
      'Phoned: arriving a day late.',
    );
    expect(request.expectedDifferenceCents).toBeLessThan(0);
    const theirs = await callAs(stack, 'staffChangeBookingDates', request, customer);
    expect(theirs.error).toEqual({ status: 'PERMISSION_DENIED', message: STAFF_ONLY.notStaff });
    expect(await booking(id)).toEqual(before);
    const kits = { old: await kitsOn(day(10)), shared: await kitsOn(day(12)) };

    const answers = await Promise.all(
      Array.from({ length: 3 }, () => callAs(stack, 'staffChangeBookingDates', request, staff)),
    );
    const refundCents = -request.expectedDifferenceCents;
    for (const answer of answers) {
      expect(answer.result).toEqual({
        outcome: 'moved',
        bookingId: id,
        refundCents,
        waivedCents: 0,
      });
    }
    const after = await booking(id);
    expect(after).toMatchObject({ status: 'requested', arrival: day(11), departure: day(14) });
    expect(after.payment).toMatchObject({
      paidCents: before.totalCents,
      refundedCents: refundCents,
    });
    const [event, ...more] = after.history.filter((entry) => entry.changeId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ by: staff.uid });
    expect(event?.note).toContain(`Dates changed by ${staff.email} from`);
    expect(event?.note).toContain('Reason: Phoned: arriving a day late.');
    expect(await refundsOf(id)).toEqual([expect.objectContaining({ amountCents: refundCents })]);
    expect(await kitsOn(day(10))).toBe(kits.old - 1);
    expect(await kitsOn(day(12))).toBe(kits.shared);
    const [entry, ...otherEntries] = await auditOf(id);
    expect(otherEntries).toEqual([]);
    expect(entry).toMatchObject({
      action: 'staffChangeBookingDates',
      by: staff.uid,
      reason: 'Phoned: arriving a day late.',
      before: expect.objectContaining({ arrival: day(10) }),
      after: expect.objectContaining({ arrival: day(11), departure: day(14) }),
    });
    const changed = (await mailsOf(id)).filter((mail) =>
      mail.message.subject.startsWith('Your booking has new dates'),
    );
    expect(changed).toHaveLength(1);
  });

  it('moves a dearer stay at no extra charge, the difference waived and recorded', async () => {
    const id = await paidBooking(day(5), day(8));
    const before = await booking(id);
    const request = await staffRequest(newStay(id, day(5), day(9)), 'Fire ban moved their trip.');
    const waivedCents = request.expectedDifferenceCents;
    expect(waivedCents).toBeGreaterThan(0);
    const answer = await callAs(stack, 'staffChangeBookingDates', request, staff);
    expect(answer.result).toEqual({ outcome: 'moved', bookingId: id, refundCents: 0, waivedCents });
    const after = await booking(id);
    expect(after).toMatchObject({ arrival: day(5), departure: day(9) });
    expect(after.pendingChange).toBeUndefined();
    expect(after.payment).toMatchObject({ paidCents: before.payment!.paidCents, refundedCents: 0 });
    expect(after.history.at(-1)?.note).toMatch(/waived\. Reason: Fire ban moved their trip\.$/);
    expect(await refundsOf(id)).toEqual([]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['staffChangeBookingDates']);
  });

  it('refuses a stay that has begun', async () => {
    const id = await paidBooking(day(20), day(23));
    await db.doc(bookingDoc(id)).update({ arrival: today, departure: day(3) });
    const request = {
      ...newStay(id, day(24), day(27)),
      expectedDifferenceCents: 0,
      idempotencyKey: randomUUID(),
      reason: 'Too late.',
    };
    const answer = await callAs(stack, 'staffChangeBookingDates', request, staff);
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'This stay has begun, so its dates cannot be changed.',
      details: { reason: 'not-changeable' },
    });
    expect(await auditOf(id)).toEqual([]);
  });
});
