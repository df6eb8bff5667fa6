import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { monthOf, type IsoDate } from '@camping/domain/dates/calendar';
import { kitMonthDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, kitMonthDoc } from '@camping/domain/firestore/paths';
import type { StackInfo } from '@camping/stack/profiles';
import { callAs, functionUrl, type TestCustomer } from './customers.ts';

/** A stay to hold, as the checkout page sends it (phone and terms filled in). */
export interface StayChoice {
  locationId: string;
  packageId: string;
  arrival: string;
  departure: string;
  guests?: number;
  addOns?: { addOnId: string; quantity: number }[];
}

/**
 * A checkout request as the checkout page sends it: with the total the page shows for the choice
 * (the server's quote, asked as `customer`), which startCheckout compares with its own.
 */
export async function pricedCheckout<Request extends Record<string, unknown>>(
  stack: StackInfo,
  request: Request,
  customer: TestCustomer,
): Promise<Request & { expectedTotalCents: number }> {
  const { locationId, packageId, addOns, guests, arrival, departure } = request;
  const answer = await callAs<{ quote: { totalCents: number } }>(
    stack,
    'quoteBooking',
    { locationId, packageId, addOns, guests, arrival, departure },
    customer,
  );
  if (!answer.result) throw new Error(`quoteBooking refused: ${JSON.stringify(answer.error)}`);
  return { ...request, expectedTotalCents: answer.result.quote.totalCents };
}

/** Holds a stay through startCheckout as `customer` (booking `pending_payment`); answers its id. */
export async function holdStayAs(
  stack: StackInfo,
  customer: TestCustomer,
  choice: StayChoice,
): Promise<{ bookingId: string; paymentUrl: string }> {
  const request = await pricedCheckout(
    stack,
    {
      addOns: [],
      guests: 2,
      ...choice,
      phone: '0412 345 678',
      termsAccepted: true,
      idempotencyKey: randomUUID(),
    },
    customer,
  );
  const answer = await callAs<{ bookingId: string; paymentUrl: string }>(
    stack,
    'startCheckout',
    request,
    customer,
  );
  if (!answer.result?.bookingId) {
    throw new Error(`startCheckout held nothing: ${JSON.stringify(answer)}`);
  }
  return answer.result;
}

/** Pays a held booking on the local test-payment page, as the customer's browser does. */
export async function payOnTestPage(
  stack: StackInfo,
  bookingId: string,
  action: 'pay' | 'afterpay' = 'pay',
): Promise<Response> {
  return fetch(functionUrl(stack, 'testPayment'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ booking: bookingId, action }),
    redirect: 'manual',
  });
}

/** Kits of a package in use on one night, as the booking engine counts them. */
export async function kitsInUseOn(
  db: Firestore,
  packageId: string,
  night: IsoDate,
): Promise<number> {
  const snap = await db.doc(kitMonthDoc(packageId, monthOf(night))).get();
  return snap.exists ? (kitMonthDocumentSchema.parse(snap.data()).kitsInUse[night] ?? 0) : 0;
}

/** Puts `kits` kits of a package out on one night, as if other bookings held them. */
export async function setKitsInUseOn(
  db: Firestore,
  packageId: string,
  night: IsoDate,
  kits: number,
): Promise<void> {
  const month = monthOf(night);
  await db
    .doc(kitMonthDoc(packageId, month))
    .set({ month, kitsInUse: { [night]: kits } }, { merge: true });
}

/** Makes holds due, as if their time were up: the sweep (`expireDueHolds`) then ends them. */
export async function makeHoldsDue(db: Firestore, bookingIds: string[]): Promise<void> {
  const due = new Date(Date.now() - 1000).toISOString();
  await Promise.all(bookingIds.map((id) => db.doc(bookingDoc(id)).update({ holdExpiresAt: due })));
}
