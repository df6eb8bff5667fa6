import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  auditEntryDocumentSchema,
  bookingDocumentSchema,
  mailDocumentSchema,
  paymentDocumentSchema,
} from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { settleDueRefunds } from '../bookings/expire-holds.ts';
import { adjustInventory } from '../bookings/stay-capacity.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { holdStayAs, kitsInUseOn, payOnTestPage } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const PACKAGE = 'essentials';

let customer: TestCustomer;
let staff: TestCustomer;
let otherStaff: TestCustomer;
beforeAll(async () => {
  [customer, staff, otherStaff] = await Promise.all([
    createCustomer(stack, adminAuth, 'guest-of-staff'),
    createCustomer(stack, adminAuth, 'staff', { admin: true }),
    createCustomer(stack, adminAuth, 'other-staff', { admin: true }),
  ]);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Each stay of this file arrives on a day of its own, so the crew's limits never refuse one. */
const STAYS = 8;
const FIRST = plainArrival(today, 270, 3 * STAYS);
let stays = 0;
function nextStay() {
  if (stays === STAYS) throw new Error(`The file's days hold ${STAYS} stays: raise STAYS.`);
  const arrival = addDays(FIRST, 3 * stays++);
  return { arrival, departure: addDays(arrival, 2) };
}

async function booking(id: string) {
  return bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
}

const kitsInUse = (night: IsoDate) => kitsInUseOn(db, PACKAGE, night);

async function held(stay = nextStay()): Promise<{ id: string; arrival: IsoDate }> {
  const { bookingId } = await holdStayAs(stack, customer, {
    locationId: 'lane-cove-river',
    packageId: PACKAGE,
    ...stay,
  });
  return { id: bookingId, arrival: stay.arrival };
}

/** A stay held and paid on the test-payment page: `requested`, as staff find it. */
async function requested(
  stay = nextStay(),
): Promise<{ id: string; arrival: IsoDate; paidCents: number }> {
  const booked = await held(stay);
  expect((await payOnTestPage(stack, booked.id)).status).toBe(303);
  const paid = await booking(booked.id);
  expect(paid.status).toBe('requested');
  return { ...booked, paidCents: paid.payment!.paidCents };
}

const act = (by: TestCustomer, bookingId: string, action: string, reason?: string) =>
  callAs<{ bookingId: string; status: string; refundCents: number }>(
    stack,
    'staffUpdateBooking',
    { bookingId, action, ...(reason !== undefined && { reason }) },
    by,
  );

async function auditOf(bookingId: string) {
  const entries = await db
    .collection(COLLECTIONS.auditLog)
    .where('target', '==', bookingDoc(bookingId))
    .get();
  return entries.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()));
}

async function mailsOf(bookingId: string) {
  const mails = await db.collection(COLLECTIONS.mail).where('bookingId', '==', bookingId).get();
  return mails.docs.map((doc) => mailDocumentSchema.parse(doc.data()).message);
}

async function refundsOf(bookingId: string) {
  const payments = await db
    .collection(COLLECTIONS.payments)
    .where('bookingId', '==', bookingId)
    .where('kind', '==', 'refund')
    .get();
  return payments.docs.map((doc) => paymentDocumentSchema.parse(doc.data()));
}

describe('staffUpdateBooking (Functions emulator + Firestore emulator)', () => {
  it('confirms a requested booking: history by the staff member, audit entry, e-mail with the note', async () => {
    const { id, arrival } = await requested();
    const answer = await act(staff, id, 'confirm', 'See you at Lane Cove!');
    expect(answer.result).toEqual({ bookingId: id, status: 'confirmed', refundCents: 0 });
    const after = await booking(id);
    expect(after.status).toBe('confirmed');
    expect(after.history.at(-1)).toMatchObject({
      status: 'confirmed',
      by: staff.uid,
      note: 'See you at Lane Cove!',
    });
    expect(await kitsInUse(arrival)).toBeGreaterThanOrEqual(1);
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      by: staff.uid,
      byEmail: staff.email,
      action: 'staffUpdateBooking.confirm',
      target: bookingDoc(id),
      reason: 'See you at Lane Cove!',
      before: { status: 'requested' },
      after: { status: 'confirmed' },
    });
    expect(entry!.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect((entry!.after as { history: unknown[] }).history).toEqual(after.history);
    const confirmation = (await mailsOf(id)).find((mail) => mail.subject.startsWith('Your stay'));
    expect(confirmation?.subject).toBe('Your stay is confirmed | The Complete Camping Experience');
    expect(confirmation?.text).toContain('A note from our team: See you at Lane Cove!');
  });

  it('declines with a full refund through the payment provider, frees the nights, and e-mails the reason', async () => {
    const { id, arrival, paidCents } = await requested();
    const kitsBefore = await kitsInUse(arrival);
    const answer = await act(staff, id, 'decline', 'The river has flooded the campground.');
    expect(answer.result).toEqual({ bookingId: id, status: 'declined', refundCents: paidCents });
    const after = await booking(id);
    expect(after.status).toBe('declined');
    expect(after.payment).toMatchObject({ paidCents, refundedCents: paidCents });
    expect(after.payment?.refundDueCents).toBeUndefined();
    expect(after.history.at(-1)).toMatchObject({
      status: 'declined',
      by: staff.uid,
      note: 'The river has flooded the campground.',
    });
    expect(await kitsInUse(arrival)).toBe(kitsBefore - 1);
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({
        amountCents: paidCents,
        providerId: `re_local_refund-${id}-declined`,
        reason: 'The river has flooded the campground.',
      }),
    ]);
    const declined = (await mailsOf(id)).find((mail) => mail.subject.startsWith('We cannot'));
    expect(declined?.text).toContain('We have refunded the full');
    expect(declined?.text).toContain('Reason: The river has flooded the campground.');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'staffUpdateBooking.decline',
      after: { status: 'declined', payment: { refundDueCents: paidCents } },
    });
  });

  it('sends a refund the card provider could not take on the sweep, with the decline and its reason', async () => {
    const { id, paidCents } = await requested();
    // The decline as staffUpdateBooking decides it, the refund then failing: it stays due.
    await atomicUpdate(db, async (update) => {
      const found = storedBooking(await update.get(db.doc(bookingDoc(id))));
      transitionBooking(db, update, found, 'declined', {
        by: staff.uid,
        note: 'Storm damage at the campground.',
        fields: { 'payment.refundDueCents': paidCents },
      });
    });
    // The sweep runs here, not in the Functions emulator: the e-mail's links need the site's address.
    vi.stubEnv('SITE_ORIGIN', `http://${HOST}:${PROFILES.test.ports.web}`);
    const keys: string[] = [];
    await settleDueRefunds(db, {
      refund: async ({ key }) => {
        keys.push(key);
        return { id: `re_sweep_${key}` };
      },
    });
    expect(keys).toContain(`refund-${id}-declined`);
    expect((await booking(id)).payment).toMatchObject({ refundedCents: paidCents });
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({
        amountCents: paidCents,
        reason: 'Storm damage at the campground.',
      }),
    ]);
    const declined = (await mailsOf(id)).find((mail) => mail.subject.startsWith('We cannot'));
    expect(declined?.text).toContain('We have refunded the full');
    expect(declined?.text).toContain('Reason: Storm damage at the campground.');
  });

  it('cancels a confirmed booking with everything paid back, whatever the cancellation tiers give', async () => {
    // Four days ahead: the demo tiers would refund nothing to the customer cancelling now.
    const arrival = plainArrival(today, 4);
    const { id, paidCents } = await requested({ arrival, departure: addDays(arrival, 2) });
    expect((await act(staff, id, 'confirm')).status).toBe(200);
    const answer = await act(otherStaff, id, 'cancel', 'Total fire ban declared.');
    expect(answer.result).toEqual({ bookingId: id, status: 'cancelled', refundCents: paidCents });
    expect((await booking(id)).payment?.refundedCents).toBe(paidCents);
    const cancelled = (await mailsOf(id)).find((mail) => mail.subject.startsWith('Your booking'));
    expect(cancelled?.text).toContain('We have cancelled your booking and refunded the full');
    expect(cancelled?.text).toContain('Reason: Total fire ban declared.');
    expect((await auditOf(id)).map((entry) => [entry.action, entry.by])).toEqual(
      expect.arrayContaining([
        ['staffUpdateBooking.confirm', staff.uid],
        ['staffUpdateBooking.cancel', otherStaff.uid],
      ]),
    );
  });

  it('releases an unpaid hold (not "cancel and refund"), with nothing to refund, and tells the customer why', async () => {
    const { id, arrival } = await held();
    const kitsBefore = await kitsInUse(arrival);
    expect((await act(staff, id, 'cancel', 'Wrong action.')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message:
        'This booking is still waiting for payment, so it cannot be cancelled. Nothing was paid: release the hold instead.',
    });
    const answer = await act(staff, id, 'release', 'We cannot reach that campground that week.');
    expect(answer.result).toEqual({ bookingId: id, status: 'cancelled', refundCents: 0 });
    expect(await kitsInUse(arrival)).toBe(kitsBefore - 1);
    expect(await refundsOf(id)).toEqual([]);
    const [mail] = await mailsOf(id);
    expect(mail?.text).toContain('There is no payment to refund.');
    expect(mail?.text).toContain('Reason: We cannot reach that campground that week.');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'staffUpdateBooking.release',
    ]);
  });

  it('marks a stay completed only from its departure day, and thanks the customer', async () => {
    const { id, arrival } = await requested();
    await act(staff, id, 'confirm');
    const early = await act(staff, id, 'complete');
    expect(early.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `This stay ends on ${formatLongDate(addDays(arrival, 2))}: mark it completed on or after that day.`,
    });
    // A stay that has ended: the same booking, its kits and crew moved back in time together.
    const ended = { arrival: addDays(today, -2), departure: today };
    await atomicUpdate(db, async (update) => {
      const stay = { packageId: PACKAGE, departure: addDays(arrival, 2) };
      adjustInventory(db, update, { ...stay, arrival }, -1);
      adjustInventory(db, update, { ...stay, ...ended }, 1);
      update.update(db.doc(bookingDoc(id)), ended);
    });
    const done = await act(staff, id, 'complete', 'Thanks for leaving it tidy.');
    expect(done.result).toEqual({ bookingId: id, status: 'completed', refundCents: 0 });
    const thanks = (await mailsOf(id)).find((mail) => mail.subject.startsWith('Thanks'));
    expect(thanks?.text).toContain('A note from our team: Thanks for leaving it tidy.');
    expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual([
      'staffUpdateBooking.complete',
      'staffUpdateBooking.confirm',
    ]);
  });

  it('refuses moves BOOKING_TRANSITIONS does not allow, and unknown bookings, changing nothing', async () => {
    const { id } = await requested();
    expect((await act(staff, id, 'complete')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message:
        'This booking is still a request, so it cannot be marked completed. Confirm it first.',
    });
    expect((await act(staff, 'no-such-booking', 'confirm')).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'There is no booking with the reference "no-such-booking".',
    });
    expect((await act(staff, id, 'decline')).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'reason: Give the customer a reason: it is e-mailed to them.',
    });
    expect((await booking(id)).status).toBe('requested');
    expect(await auditOf(id)).toEqual([]);
  });

  for (const [first, second] of [
    ['confirm', 'decline'],
    ['decline', 'decline'],
  ] as const) {
    it(`changes a booking once when two staff ${first} and ${second} it at the same instant`, async () => {
      const { id, paidCents } = await requested();
      const answers = await Promise.all([
        act(staff, id, first, 'First of two.'),
        act(otherStaff, id, second, 'Second of two.'),
      ]);
      const won = answers.filter((answer) => answer.status === 200);
      const lost = answers.filter((answer) => answer.status !== 200);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const status = won[0]!.result!.status;
      expect(lost[0]!.error?.status).toBe('FAILED_PRECONDITION');
      expect(lost[0]!.error?.message).toMatch(new RegExp(`^This booking is already ${status}`));
      const after = await booking(id);
      expect(after.status).toBe(status);
      expect(
        after.history.filter((event) => event.by === staff.uid || event.by === otherStaff.uid),
      ).toHaveLength(1);
      expect(await auditOf(id)).toHaveLength(1);
      const refunds = await refundsOf(id);
      expect(refunds).toHaveLength(status === 'declined' ? 1 : 0);
      expect(after.payment?.refundedCents).toBe(status === 'declined' ? paidCents : 0);
    });
  }
});
