import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { plainArrival } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable, hostilePayload } from '../testing/fuzz.ts';

const stack = inject('stack');
const { db } = emulatorClientsForThisFile();
const today = todayInSydney();
const first = plainArrival(today, 240, 4);

/** Valid-looking choices far ahead, so the success path runs too. */
const choice = {
  locationId: fc.constantFrom('lane-cove-river', 'bouddi-putty-beach', 'no-such-campground'),
  packageId: fc.constantFrom('essentials', 'family-basecamp', 'glamping-bell-tent'),
  addOns: fc.array(
    fc.record({
      addOnId: fc.constantFrom('firewood', 'kayak'),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 1 },
  ),
  guests: fc.integer({ min: 1, max: 3 }),
  arrival: fc.integer({ min: 0, max: 20 }).map((offset) => addDays(first, offset)),
  departure: fc.integer({ min: 22, max: 26 }).map((offset) => addDays(first, offset)),
};

async function bookingsOf(uid: string | null): Promise<number> {
  if (!uid) return 0;
  const snap = await db.collection(COLLECTIONS.bookings).where('userId', '==', uid).count().get();
  return snap.data().count;
}

describe('booking callables under hostile input (fast-check, >= 300 calls each)', () => {
  it('quoteBooking answers a price or a 4xx, and writes no booking', async () => {
    const { calls } = await fuzzCallable({
      stack,
      callable: 'quoteBooking',
      payload: hostilePayload(choice),
      guestShare: 0.5,
      async check({ uid }) {
        expect(await bookingsOf(uid)).toBe(0);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
  }, 120_000);

  it('startCheckout holds a stay or answers a 4xx having written nothing', async () => {
    let held = 0;
    const { calls } = await fuzzCallable({
      stack,
      callable: 'startCheckout',
      payload: hostilePayload({
        ...choice,
        phone: fc.constantFrom('0412 345 678', '(02) 9876 5432', '+61 2 9876 5432'),
        notes: fc.string({ maxLength: 200 }),
        termsAccepted: fc.constant(true),
        idempotencyKey: fc.uuid(),
      }),
      guestShare: 0.1,
      async check({ uid, status }) {
        if (status === 200) held += 1;
        expect(await bookingsOf(uid)).toBe(status === 200 ? 1 : 0);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(held).toBeGreaterThan(0);
  }, 180_000);

  for (const callable of ['previewCancellation', 'cancelBooking'] as const) {
    it(`${callable} answers only 4xx for bookings that are not the caller's, changing nothing`, async () => {
      const before = await db
        .collection(COLLECTIONS.bookings)
        .where('status', '==', 'cancelled')
        .count()
        .get();
      const { calls } = await fuzzCallable({
        stack,
        callable,
        payload: hostilePayload({ bookingId: fc.string({ minLength: 1, maxLength: 30 }) }),
        guestShare: 0.3,
        async check({ status }) {
          expect(status).toBeGreaterThanOrEqual(400);
        },
      });
      expect(calls).toBeGreaterThanOrEqual(300);
      const after = await db
        .collection(COLLECTIONS.bookings)
        .where('status', '==', 'cancelled')
        .count()
        .get();
      expect(after.data().count).toBe(before.data().count);
    }, 120_000);
  }
});
