import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { holdStayAs, payOnTestPage } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

let customer: TestCustomer;
let stranger: TestCustomer;
beforeAll(async () => {
  [customer, stranger] = await Promise.all([
    createCustomer(stack, adminAuth, 'pay-now'),
    createCustomer(stack, adminAuth, 'stranger'),
  ]);
});

/** A 2-night Essentials stay at Lane Cove River `offset` days ahead, held by the customer. */
function hold(offset: number) {
  const arrival = plainArrival(today, offset);
  return holdStayAs(stack, customer, {
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    arrival,
    departure: addDays(arrival, 2),
  });
}

describe('resumeCheckout: "Pay now" (Functions emulator + Firestore emulator)', () => {
  it('answers the payment page of my hold while it lasts, and only to me', async () => {
    const { bookingId, paymentUrl } = await hold(205);
    expect((await callAs(stack, 'resumeCheckout', { bookingId }, customer)).result).toEqual({
      bookingId,
      paymentUrl,
    });
    expect((await callAs(stack, 'resumeCheckout', { bookingId }, stranger)).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'There is no such booking in your account.',
    });

    // Paid meanwhile (in another tab): the booking's own page.
    expect((await payOnTestPage(stack, bookingId)).status).toBe(303);
    const paid = await callAs<{ paymentUrl: string }>(
      stack,
      'resumeCheckout',
      { bookingId },
      customer,
    );
    expect(paid.result?.paymentUrl).toMatch(new RegExp(`/booking-requested/${bookingId}$`));
  });

  it('refuses a hold that has ended, saying to choose the stay again', async () => {
    const { bookingId } = await hold(210);
    await db
      .doc(bookingDoc(bookingId))
      .update({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await callAs(stack, 'resumeCheckout', { bookingId }, customer)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'This checkout has ended and its dates were released. Choose your stay again.',
      details: { reason: 'ended' },
    });
  });
});
