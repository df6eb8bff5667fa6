import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CancellationPreview } from '@camping/domain/booking/checkout';
import { addDays, daysBetween, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDocumentSchema, mailDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { holdStayAs, kitsInUseOn, payOnTestPage } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

let customer: TestCustomer;
let stranger: TestCustomer;
beforeAll(async () => {
  [customer, stranger] = await Promise.all([
    createCustomer(stack, adminAuth, 'cancel'),
    createCustomer(stack, adminAuth, 'stranger'),
  ]);
});

async function booking(id: string) {
  return bookingDocumentSchema.parse((await db.doc(bookingDoc(id)).get()).data());
}

const kitsInUse = (night: IsoDate) => kitsInUseOn(db, 'family-basecamp', night);

/** Books `offset` days ahead and pays on the local test-payment page, as a customer does. */
async function paidBooking(offset: number): Promise<string> {
  const arrival = plainArrival(today, offset, 3);
  const { bookingId, paymentUrl } = await holdStayAs(stack, customer, {
    locationId: 'bouddi-putty-beach',
    packageId: 'family-basecamp',
    addOns: [{ addOnId: 'kayak', quantity: 1 }],
    guests: 4,
    arrival,
    departure: addDays(arrival, 3),
  });
  const page = await fetch(paymentUrl);
  const html = await page.text();
  expect(html).toContain('No card is charged');
  expect(html).toMatch(/Pay \$[\d,.]+ by card \(test\)/);
  const paid = await payOnTestPage(stack, bookingId);
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toMatch(new RegExp(`/booking-requested/${bookingId}$`));
  expect((await booking(bookingId)).status).toBe('requested');
  return bookingId;
}

describe('cancelBooking and previewCancellation (Functions emulator + Firestore emulator)', () => {
  it('refunds what the cancellation tiers give, frees the stay, and e-mails the customer', async () => {
    const id = await paidBooking(60);
    const { totalCents } = await booking(id);
    const preview = await callAs(stack, 'previewCancellation', { bookingId: id }, customer);
    expect(preview.result).toEqual({
      bookingId: id,
      paidCents: totalCents,
      refundPercent: 100,
      refundCents: totalCents,
      daysBeforeArrival: daysBetween(today, plainArrival(today, 60, 3)),
    });
    expect(await kitsInUse(plainArrival(today, 60, 3))).toBe(1);

    const cancelled = await callAs(stack, 'cancelBooking', { bookingId: id }, customer);
    expect(cancelled.result).toEqual({ bookingId: id, refundCents: totalCents });
    const after = await booking(id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ paidCents: totalCents, refundedCents: totalCents });
    expect(after.payment?.refundDueCents).toBeUndefined();
    expect(await kitsInUse(plainArrival(today, 60, 3))).toBe(0);
    const mails = await db.collection(COLLECTIONS.mail).where('bookingId', '==', id).get();
    const subjects = mails.docs.map((doc) => mailDocumentSchema.parse(doc.data()).message.subject);
    expect(subjects.sort()).toEqual([
      'We have your booking request | The Complete Camping Experience',
      'Your booking is cancelled | The Complete Camping Experience',
    ]);

    // Cancelling twice changes nothing more.
    const again = await callAs(stack, 'cancelBooking', { bookingId: id }, customer);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await booking(id)).payment?.refundedCents).toBe(totalCents);
  });

  it('gives the tier of the days left before arrival, counted in Sydney days', async () => {
    const id = await paidBooking(10);
    const preview = await callAs<CancellationPreview>(
      stack,
      'previewCancellation',
      { bookingId: id },
      customer,
    );
    const { daysBeforeArrival, refundPercent, refundCents, paidCents } = preview.result!;
    expect(daysBeforeArrival).toBe(daysBetween(today, plainArrival(today, 10, 3)));
    // The demo policy: 14 days or more 100 %, 7 or more 50 %, else nothing.
    expect(refundPercent).toBe(daysBeforeArrival >= 14 ? 100 : daysBeforeArrival >= 7 ? 50 : 0);
    expect(refundCents).toBe(Math.round((paidCents * refundPercent) / 100));
  });

  it('releases an unpaid hold at once when the payment is cancelled', async () => {
    const { bookingId: id } = await holdStayAs(stack, customer, {
      locationId: 'bouddi-putty-beach',
      packageId: 'family-basecamp',
      arrival: plainArrival(today, 70),
      departure: addDays(plainArrival(today, 70), 2),
    });
    expect(await kitsInUse(plainArrival(today, 70))).toBe(1);
    const cancelled = await callAs(stack, 'cancelBooking', { bookingId: id }, customer);
    expect(cancelled.result).toEqual({ bookingId: id, refundCents: 0 });
    expect(await kitsInUse(plainArrival(today, 70))).toBe(0);
  });

  it("shows nobody else's booking: not found, and nothing changes", async () => {
    const id = await paidBooking(80);
    for (const name of ['previewCancellation', 'cancelBooking'] as const) {
      const answer = await callAs(stack, name, { bookingId: id }, stranger);
      expect(answer.error).toMatchObject({
        status: 'NOT_FOUND',
        message: 'There is no such booking in your account.',
      });
    }
    expect((await callAs(stack, 'cancelBooking', { bookingId: id })).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect((await booking(id)).status).toBe('requested');
  });
});
