import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_US_TO_CHANGE, type DateChangeQuote } from '@camping/domain/booking/date-change';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  bookingDocumentSchema,
  mailDocumentSchema,
  paymentDocumentSchema,
} from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import {
  holdStayAs,
  kitsInUseOn,
  payOnTestPage,
  pricedCheckout,
  setKitsInUseOn,
  type StayChoice,
} from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { expireDueChanges } from './expire-changes.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
// Every stay of this file falls in a window of its own, clear of the other files' (grep plainArrival).
const base = plainArrival(today, 100, 45);
const day = (offset: number) => addDays(base, offset);
const place = { locationId: 'bouddi-putty-beach', packageId: 'family-basecamp' };
const kitsOn = (night: IsoDate) => kitsInUseOn(db, place.packageId, night);

let customer: TestCustomer;
let stranger: TestCustomer;
beforeAll(async () => {
  [customer, stranger] = await Promise.all([
    createCustomer(stack, adminAuth, 'change'),
    createCustomer(stack, adminAuth, 'change-stranger'),
  ]);
});

async function booking(id: string) {
  return bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
}

/** Books and pays on the local test-payment page, as a customer does: the booking is requested. */
async function paidBooking(choice: Omit<StayChoice, 'locationId' | 'packageId'>): Promise<string> {
  const { bookingId } = await holdStayAs(stack, customer, { ...place, guests: 2, ...choice });
  expect((await payOnTestPage(stack, bookingId)).status).toBe(303);
  expect((await booking(bookingId)).status).toBe('requested');
  return bookingId;
}

/** The new stay of a change, as the change page sends it. */
const newStay = (bookingId: string, arrival: IsoDate, departure: IsoDate) => ({
  bookingId,
  ...place,
  addOns: [],
  guests: 2,
  arrival,
  departure,
});

async function quoted(request: ReturnType<typeof newStay>, as = customer) {
  const answer = await callAs<DateChangeQuote>(stack, 'quoteDateChange', request, as);
  if (!answer.result) throw new Error(`quoteDateChange refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** The change request of the change page: the stay, the difference shown, a key per change. */
async function changeRequest(request: ReturnType<typeof newStay>) {
  const { differenceCents } = await quoted(request);
  return { ...request, expectedDifferenceCents: differenceCents, idempotencyKey: randomUUID() };
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

describe('changing the dates of a booking (Functions emulator + Firestore emulator)', () => {
  it('moves a booking to a cheaper stay at once and refunds the difference once, sent 5 times', async () => {
    const id = await paidBooking({
      arrival: day(0),
      departure: day(3),
      addOns: [{ addOnId: 'kayak', quantity: 1 }],
    });
    const before = await booking(id);
    const kits = {
      old: await kitsOn(day(0)),
      shared: await kitsOn(day(2)),
      fresh: await kitsOn(day(4)),
    };
    const request = await changeRequest(newStay(id, day(2), day(5)));
    expect(request.expectedDifferenceCents).toBeLessThan(0);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(stack, 'changeBookingDates', request, customer)),
    );
    const refundCents = -request.expectedDifferenceCents;
    for (const answer of answers) {
      expect(answer.result).toEqual({ outcome: 'moved', bookingId: id, refundCents });
    }
    const after = await booking(id);
    expect(after).toMatchObject({ status: 'requested', arrival: day(2), departure: day(5) });
    expect(after.addOns).toEqual([]);
    expect(after.totalCents).toBe(before.totalCents - refundCents);
    expect(after.payment).toMatchObject({
      paidCents: before.totalCents,
      refundedCents: refundCents,
    });
    expect(after.payment?.refundDueCents).toBeUndefined();
    expect(after.history.filter((event) => event.changeId)).toHaveLength(1);
    expect(await refundsOf(id)).toEqual([expect.objectContaining({ amountCents: refundCents })]);
    // The old night alone is given back, the shared one held once, the new one taken.
    expect(await kitsOn(day(0))).toBe(kits.old - 1);
    expect(await kitsOn(day(2))).toBe(kits.shared);
    expect(await kitsOn(day(4))).toBe(kits.fresh + 1);
    const changed = (await mailsOf(id)).filter((mail) =>
      mail.message.subject.startsWith('Your booking has new dates'),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.message.text).toContain('We have refunded the difference of');
    const calendar = changed[0]!.message.attachments?.[0]?.content ?? '';
    expect(calendar).toContain('SEQUENCE:1\r\n');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${day(2).replaceAll('-', '')}\r\n`);
    // The first calls of five functions, two of them racing: each starts its processes.
  });

  it('holds a dearer stay until the difference is paid on the test-payment page, then moves', async () => {
    const id = await paidBooking({ arrival: day(8), departure: day(10) });
    const before = await booking(id);
    // Every kit out on the night the two stays share: the booking's own counts as free for it.
    await setKitsInUseOn(db, place.packageId, day(9), 4);
    const kits = {
      old: await kitsOn(day(8)),
      shared: await kitsOn(day(9)),
      fresh: await kitsOn(day(11)),
    };
    const request = await changeRequest(newStay(id, day(9), day(12)));
    expect(request.expectedDifferenceCents).toBeGreaterThan(0);

    const answer = await callAs<{ outcome: string; paymentUrl: string }>(
      stack,
      'changeBookingDates',
      request,
      customer,
    );
    expect(answer.result).toMatchObject({ outcome: 'pay', bookingId: id });
    // Held: the new night is taken, the booking itself is as it was.
    const held = await booking(id);
    expect(held).toMatchObject({
      arrival: day(8),
      departure: day(10),
      totalCents: before.totalCents,
    });
    expect(held.pendingChange).toMatchObject({ arrival: day(9), departure: day(12) });
    expect(await kitsOn(day(8))).toBe(kits.old);
    expect(await kitsOn(day(9))).toBe(kits.shared);
    expect(await kitsOn(day(11))).toBe(kits.fresh + 1);
    const page = await (await fetch(answer.result!.paymentUrl)).text();
    expect(page).toContain('Difference to pay');

    const paid = await payOnTestPage(stack, id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/account\/bookings$/);
    const after = await booking(id);
    expect(after).toMatchObject({ status: 'requested', arrival: day(9), departure: day(12) });
    expect(after.pendingChange).toBeUndefined();
    expect(after.totalCents).toBe(before.totalCents + request.expectedDifferenceCents);
    expect(after.payment?.paidCents).toBe(before.totalCents + request.expectedDifferenceCents);
    expect(await kitsOn(day(8))).toBe(kits.old - 1);
    expect(await kitsOn(day(9))).toBe(kits.shared);
    expect(await kitsOn(day(11))).toBe(kits.fresh + 1);
    const calendar = (await mailsOf(id)).find((mail) =>
      mail.message.subject.startsWith('Your booking has new dates'),
    )?.message.attachments?.[0]?.content;
    expect(calendar).toContain('SEQUENCE:1\r\n');

    // Cancelled in full 100 days ahead: each charge gives back no more than it took, the
    // difference's charge first.
    const cancelled = await callAs<{ refundCents: number }>(
      stack,
      'cancelBooking',
      { bookingId: id },
      customer,
    );
    expect(cancelled.result?.refundCents).toBe(after.payment!.paidCents);
    const payments = (
      await db.collection(COLLECTIONS.payments).where('bookingId', '==', id).get()
    ).docs.map((doc) => paymentDocumentSchema.parse(doc.data()));
    const charges = payments.filter((payment) => payment.kind === 'charge');
    const refunds = payments.filter((payment) => payment.kind === 'refund');
    expect(charges).toHaveLength(2);
    for (const charge of charges) {
      const back = refunds
        .filter(
          (refund) => (refund.refundOf ?? before.payment!.paymentIntentId) === charge.providerId,
        )
        .reduce((sum, refund) => sum + refund.amountCents, 0);
      expect(back).toBe(charge.amountCents);
    }
  });

  it('leaves the booking exactly as it was when the difference is never paid', async () => {
    const id = await paidBooking({ arrival: day(15), departure: day(17) });
    const before = await booking(id);
    const fresh = await kitsOn(day(20));
    const request = await changeRequest(newStay(id, day(19), day(22)));
    const answer = await callAs(stack, 'changeBookingDates', request, customer);
    expect(answer.result).toMatchObject({ outcome: 'pay' });
    expect(await kitsOn(day(20))).toBe(fresh + 1);

    expect(await expireDueChanges(db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(
      1,
    );
    // Only its history tells the change was asked for and given up.
    const after = await booking(id);
    expect({ ...after, updatedAt: before.updatedAt, history: before.history }).toEqual(before);
    expect(after.history.at(-1)?.note).toMatch(
      /^The change of dates was not paid within 30 minutes/,
    );
    expect(await kitsOn(day(20))).toBe(fresh);
  });

  it('gives the last kit on the new nights to exactly one of a change and a checkout', async () => {
    const id = await paidBooking({ arrival: day(25), departure: day(27) });
    const before = await booking(id);
    const nights = [day(30), day(31)];
    const kitsBefore = await Promise.all(nights.map((night) => kitsOn(night)));
    // Every kit but one is out on these nights, until the test gives back all but the one it holds:
    // files that run later may book them.
    for (const night of nights) await setKitsInUseOn(db, place.packageId, night, 3);
    const change = changeRequest(newStay(id, day(30), day(32)));
    const checkout = pricedCheckout(
      stack,
      {
        ...place,
        addOns: [],
        guests: 2,
        arrival: day(30),
        departure: day(32),
        phone: '0412 345 678',
        termsAccepted: true,
        idempotencyKey: randomUUID(),
      },
      stranger,
    );
    const [changed, checkedOut] = await Promise.all([
      callAs<{ outcome: string }>(stack, 'changeBookingDates', await change, customer),
      callAs<{ outcome: string }>(stack, 'startCheckout', await checkout, stranger),
    ]);
    const changeWon = changed.result?.outcome === 'moved' || changed.result?.outcome === 'pay';
    const checkoutWon = checkedOut.result?.outcome === 'held';
    expect([changeWon, checkoutWon].filter(Boolean)).toHaveLength(1);
    for (const night of nights) expect(await kitsOn(night)).toBe(4);
    if (checkoutWon) {
      expect(changed.error?.status).toBe('FAILED_PRECONDITION');
      expect(await booking(id)).toEqual(before);
    } else {
      expect(checkedOut.error?.status).toBe('FAILED_PRECONDITION');
    }
    await Promise.all(
      nights.map((night, index) =>
        setKitsInUseOn(db, place.packageId, night, kitsBefore[index]! + 1),
      ),
    );
  });

  it("refuses another customer's booking as not found, changing nothing", async () => {
    const id = await paidBooking({ arrival: day(36), departure: day(38) });
    const before = await booking(id);
    const request = newStay(id, day(39), day(41));
    const asked = await callAs(stack, 'quoteDateChange', request, stranger);
    expect(asked.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'There is no such booking in your account.',
    });
    const changed = await callAs(
      stack,
      'changeBookingDates',
      { ...request, expectedDifferenceCents: 0, idempotencyKey: randomUUID() },
      stranger,
    );
    expect(changed.error?.status).toBe('NOT_FOUND');
    expect(await booking(id)).toEqual(before);
  });

  it('says to contact us 10 days before arrival', async () => {
    // Written as it would stand then: no stay 10 days ahead can be booked on every day of the year.
    const ref = db.collection(COLLECTIONS.bookings).doc();
    const soon = {
      ...(await booking(await paidBooking({ arrival: day(43), departure: day(45) }))),
    };
    await ref.set({ ...soon, arrival: addDays(today, 10), departure: addDays(today, 12) });
    const request = newStay(ref.id, day(40), day(42));
    const asked = await callAs(stack, 'quoteDateChange', request, customer);
    expect(asked.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: CONTACT_US_TO_CHANGE,
    });
    const changed = await callAs(
      stack,
      'changeBookingDates',
      { ...request, expectedDifferenceCents: 0, idempotencyKey: randomUUID() },
      customer,
    );
    expect(changed.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: CONTACT_US_TO_CHANGE,
    });
  });
});
