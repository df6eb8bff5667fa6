import fc from 'fast-check';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { quoteRequestSchema } from '@camping/domain/booking/checkout';
import { quoteStay } from '@camping/domain/catalogue/pricing';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import {
  addOnDocumentSchema,
  locationDocumentSchema,
  packageDocumentSchema,
  pricingSettingsDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  addOnDoc,
  bookingDoc,
  COLLECTIONS,
  locationDoc,
  packageDoc,
  PRICING_SETTINGS_DOC,
} from '@camping/domain/firestore/paths';
import { makeHoldsDue } from '../testing/bookings.ts';
import { plainArrival } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';
import { expireDueHolds } from './expire-holds.ts';

const stack = inject('stack');
const { db } = emulatorClientsForThisFile();
const today = todayInSydney();
const first = plainArrival(today, 240, 4);

/**
 * Valid-looking choices far ahead, so the success path runs too: its holds can take every kit of a
 * package from `first` to 25 nights after, which other tests' stays keep clear of. The holds end
 * with their test (`endHolds`), so none outlasts this file.
 */
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's total for a generated choice, worked out here from the catalogue as stored (so the
 * generated checkouts can show the page's price), or null when it cannot be priced.
 */
async function localQuotes(): Promise<(payload: Record<string, unknown>) => number | null> {
  const read = async (path: string) => (await db.doc(path).get()).data();
  const [pricing, ...entries] = await Promise.all([
    read(PRICING_SETTINGS_DOC),
    ...['lane-cove-river', 'bouddi-putty-beach'].map((id) => read(locationDoc(id))),
    ...['essentials', 'family-basecamp', 'glamping-bell-tent'].map((id) => read(packageDoc(id))),
    ...['firewood', 'kayak'].map((id) => read(addOnDoc(id))),
  ]);
  const settings = pricingSettingsDocumentSchema.parse(pricing);
  const [laneCove, bouddi, essentials, basecamp, glamping, firewood, kayak] = entries;
  const driveMinutes = new Map([
    ['lane-cove-river', locationDocumentSchema.parse(laneCove).driveMinutes],
    ['bouddi-putty-beach', locationDocumentSchema.parse(bouddi).driveMinutes],
  ]);
  const packages = new Map(
    Object.entries({ essentials, 'family-basecamp': basecamp, 'glamping-bell-tent': glamping }).map(
      ([id, data]) => [id, packageDocumentSchema.parse(data)],
    ),
  );
  const addOns = new Map(
    Object.entries({ firewood, kayak }).map(([id, data]) => [
      id,
      { id, ...addOnDocumentSchema.parse(data) },
    ]),
  );
  return (payload) => {
    const choice = quoteRequestSchema.safeParse(pick(payload));
    if (!choice.success) return null;
    const { locationId, packageId, arrival, departure } = choice.data;
    const campingPackage = packages.get(packageId);
    const drive = driveMinutes.get(locationId);
    const lines = choice.data.addOns.map((line) => ({
      addOn: addOns.get(line.addOnId)!,
      quantity: line.quantity,
    }));
    if (!campingPackage || drive === undefined || lines.some((line) => !line.addOn)) return null;
    try {
      return quoteStay({
        campingPackage,
        driveMinutes: drive,
        arrival: arrival as IsoDate,
        departure: departure as IsoDate,
        addOns: lines,
        settings,
      }).totalCents;
    } catch {
      return null;
    }
  };
}

const pick = ({
  locationId,
  packageId,
  addOns,
  guests,
  arrival,
  departure,
}: Record<string, unknown>) => ({
  locationId,
  packageId,
  addOns,
  guests,
  arrival,
  departure,
});

/**
 * Ends holds as the sweep ends unpaid ones, freeing their kits and crew: every well-formed hold here
 * covers the same two nights of every package, which would otherwise stay taken for the hold's 30
 * minutes, into the files and browser tests after this one.
 */
async function endHolds(bookingIds: string[]) {
  await makeHoldsDue(db, bookingIds);
  await expireDueHolds(db);
  const statuses = await Promise.all(
    bookingIds.map(async (id) => (await db.doc(bookingDoc(id)).get()).get('status') as string),
  );
  expect(statuses.filter((status) => status === 'pending_payment')).toEqual([]);
}

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
  }, 300_000);

  it('startCheckout holds a stay, answers a new price, or answers a 4xx having written nothing', async () => {
    const quoteOf = await localQuotes();
    const holds: string[] = [];
    onTestFinished(() => endHolds(holds));
    let repriced = 0;
    const { calls } = await fuzzCallable({
      stack,
      callable: 'startCheckout',
      payload: hostilePayload({
        ...choice,
        phone: fc.constantFrom('0412 345 678', '(02) 9876 5432', '+61 2 9876 5432'),
        notes: fc.string({ maxLength: 200 }),
        termsAccepted: fc.constant(true),
        idempotencyKey: fc.uuid(),
        expectedTotalCents: fc.nat({ max: 400_000 }),
      }).map((payload) => {
        // Mostly the total the page would show, so holds happen; else whatever was generated.
        const shown = isRecord(payload) ? payload.expectedTotalCents : undefined;
        if (!isRecord(payload) || typeof shown !== 'number' || shown % 4 === 0) return payload;
        const totalCents = quoteOf(payload);
        return totalCents === null ? payload : { ...payload, expectedTotalCents: totalCents };
      }),
      guestShare: 0.1,
      async check({ uid, status, result }) {
        const { outcome, bookingId } =
          (result as { outcome?: string; bookingId?: string } | undefined) ?? {};
        if (outcome === 'held' && bookingId) holds.push(bookingId);
        if (outcome === 'price-changed') repriced += 1;
        expect(await bookingsOf(uid)).toBe(outcome === 'held' ? 1 : 0);
        if (status === 200) expect(['held', 'price-changed']).toContain(outcome);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(holds.length).toBeGreaterThan(0);
    expect(repriced).toBeGreaterThan(0);
  }, 300_000);

  for (const callable of ['previewCancellation', 'cancelBooking', 'resumeCheckout'] as const) {
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
    }, 300_000);
  }

  it("chooseClosureOption answers only 4xx for bookings that are not the caller's, writing nothing", async () => {
    const count = async (name: string) => (await db.collection(name).count().get()).data().count;
    const vouchers = await count(COLLECTIONS.vouchers);
    const { calls } = await fuzzCallable({
      stack,
      callable: 'chooseClosureOption',
      payload: hostilePayload({
        bookingId: fc.string({ minLength: 1, maxLength: 30 }),
        choice: fc.oneof(
          fc.record({
            kind: fc.constant('move'),
            locationId: choice.locationId,
            arrival: choice.arrival,
          }),
          fc.constantFrom({ kind: 'credit' }, { kind: 'refund' }, { kind: 'swap' }),
        ),
      }),
      guestShare: 0.2,
      async check({ uid, status }) {
        expect(status).toBeGreaterThanOrEqual(400);
        expect(await bookingsOf(uid)).toBe(0);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(await count(COLLECTIONS.vouchers)).toBe(vouchers);
  }, 300_000);

  it("quoteDateChange and changeBookingDates answer only 4xx for bookings that are not the caller's, writing nothing", async () => {
    const changed = () =>
      db.collection(COLLECTIONS.bookings).orderBy('pendingChange').count().get();
    const before = (await changed()).data().count;
    for (const callable of ['quoteDateChange', 'changeBookingDates'] as const) {
      const { calls } = await fuzzCallable({
        stack,
        callable,
        payload: hostilePayload({
          bookingId: fc.string({ minLength: 1, maxLength: 30 }),
          ...choice,
          expectedDifferenceCents: fc.integer({ min: -400_000, max: 400_000 }),
          idempotencyKey: fc.uuid(),
        }),
        guestShare: 0.2,
        async check({ uid, status }) {
          expect(status).toBeGreaterThanOrEqual(400);
          expect(await bookingsOf(uid)).toBe(0);
        },
      });
      expect(calls).toBeGreaterThanOrEqual(300);
    }
    expect((await changed()).data().count).toBe(before);
  }, 300_000);
});
