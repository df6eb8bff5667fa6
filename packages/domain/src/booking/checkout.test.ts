import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  checkoutFormSchema,
  checkoutRequestSchema,
  quoteRequestSchema,
} from './checkout.ts';

const choice = {
  locationId: 'bouddi-national-park',
  packageId: 'classic',
  addOns: [{ addOnId: 'firewood', quantity: 2 }],
  guests: 2,
  arrival: '2026-12-04',
  departure: '2026-12-06',
};
const checkout = {
  ...choice,
  phone: '0412 345 678',
  termsAccepted: true,
  idempotencyKey: '0b6f0c3e-3f5e-4a53-9d0e-6d7c3c1b2a10',
  expectedTotalCents: 52_700,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('quoteRequestSchema', () => {
  it('accepts a choice of campground, package, add-ons, guests and dates', () => {
    expect(quoteRequestSchema.parse(choice)).toEqual(choice);
  });
  it('refuses a departure on the arrival day and stays longer than 28 nights', () => {
    expect(messages(quoteRequestSchema.safeParse({ ...choice, departure: '2026-12-04' }))).toEqual([
      'Choose a departure date after your arrival date.',
    ]);
    expect(
      messages(quoteRequestSchema.safeParse({ ...choice, departure: '2027-01-02' }))[0],
    ).toMatch(/at most 28 nights/);
  });
  it('refuses the same add-on twice, unknown fields and absurd numbers', () => {
    expect(
      messages(
        quoteRequestSchema.safeParse({
          ...choice,
          addOns: [
            { addOnId: 'firewood', quantity: 1 },
            { addOnId: 'firewood', quantity: 1 },
          ],
        }),
      ),
    ).toEqual(['List each add-on once.']);
    expect(quoteRequestSchema.safeParse({ ...choice, totalCents: 1 }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...choice, guests: 1e9 }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...choice, arrival: '9999-01-01' }).success).toBe(false);
  });
});

describe('checkoutRequestSchema', () => {
  it('normalises the phone number and defaults the notes', () => {
    const parsed = checkoutRequestSchema.parse(checkout);
    expect(parsed.phone).toBe('+61412345678');
    expect(parsed.notes).toBe('');
  });
  it('requires the terms to be accepted and a key from the browser', () => {
    expect(
      messages(checkoutRequestSchema.safeParse({ ...checkout, termsAccepted: false })),
    ).toEqual(['Accept the terms and conditions to book.']);
    expect(checkoutRequestSchema.safeParse({ ...checkout, idempotencyKey: 'x' }).success).toBe(
      false,
    );
  });
  it('requires the total the customer was shown, in whole cents', () => {
    const withoutTotal: Partial<typeof checkout> = { ...checkout };
    delete withoutTotal.expectedTotalCents;
    expect(messages(checkoutRequestSchema.safeParse(withoutTotal))).toEqual([
      'The price you were shown is missing; reload the page.',
    ]);
    expect(checkoutRequestSchema.safeParse({ ...checkout, expectedTotalCents: 1.5 }).success).toBe(
      false,
    );
    // The form leaves the price to the page.
    expect(checkoutFormSchema.safeParse(withoutTotal).success).toBe(true);
  });
  it('refuses notes with a broken character or too long', () => {
    expect(checkoutRequestSchema.safeParse({ ...checkout, notes: 'a\uD800' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ ...checkout, notes: 'a'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('bookingRequestSchema', () => {
  it('takes a booking reference', () => {
    expect(bookingRequestSchema.parse({ bookingId: 'u1_0b6c-Key' })).toEqual({
      bookingId: 'u1_0b6c-Key',
    });
  });

  // Firestore refuses ids like `__proto__` with a server error: the caller must hear a 4xx instead.
  it.each(['', '__proto__', '__name__', 'a/b', 'x'.repeat(65)])('refuses %j', (bookingId) => {
    const result = bookingRequestSchema.safeParse({ bookingId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/booking/);
  });
});
