import type { StackInfo } from '@camping/stack/profiles';
import { randomUUID } from 'node:crypto';
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

/** Holds a stay through startCheckout as `customer` (booking `pending_payment`); answers its id. */
export async function holdStayAs(
  stack: StackInfo,
  customer: TestCustomer,
  choice: StayChoice,
): Promise<{ bookingId: string; paymentUrl: string }> {
  const answer = await callAs<{ bookingId: string; paymentUrl: string }>(
    stack,
    'startCheckout',
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
  if (!answer.result) throw new Error(`startCheckout refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Pays a held booking on the local test-payment page, as the customer's browser does. */
export async function payOnTestPage(stack: StackInfo, bookingId: string): Promise<Response> {
  return fetch(functionUrl(stack, 'testPayment'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ booking: bookingId, action: 'pay' }),
    redirect: 'manual',
  });
}
