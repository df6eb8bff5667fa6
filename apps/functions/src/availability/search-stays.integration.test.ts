import fc from 'fast-check';
import { FieldValue, Firestore, Query } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StaySearchResponse } from '@camping/domain/availability/stay-search';
import type { QuoteResponse } from '@camping/domain/booking/checkout';
import {
  addDays,
  datesFrom,
  monthOf,
  monthsOf,
  todayInSydney,
  type IsoDate,
} from '@camping/domain/dates/calendar';
import { locationDocumentSchema, packageDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, kitMonthDoc, locationDoc } from '@camping/domain/firestore/paths';
import { kitsInUseOn, setKitsInUseOn } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile, failureOf } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';
import { loadSearchInventory, searchWindow } from './load-stay-search.ts';

const stack = inject('stack');
const clients = emulatorClientsForThisFile();
const { db, adminAuth } = clients;
const search = clients.callable('searchStays');
const unavailableDates = clients.callable('getUnavailableDates');
const today = todayInSydney();

// Where other files hold at most a kit of a package (update-booking.integration.test.ts one
// Essentials): every package is free.
const arrival = plainArrival(today, 285, 2);
const departure = addDays(arrival, 2);

/** Documents the search reads, counted as Firestore bills them (the bench counts the same way). */
async function readsOf(request: { arrival: IsoDate; departure: IsoDate; guests: number }) {
  let reads = 0;
  const getAll = Firestore.prototype.getAll;
  const get = Query.prototype.get;
  Firestore.prototype.getAll = async function (this: Firestore, ...refs) {
    const snapshots = await getAll.apply(this, refs);
    reads += snapshots.length;
    return snapshots;
  };
  Query.prototype.get = async function (this: Query) {
    const snapshot = await get.apply(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  };
  try {
    await loadSearchInventory(db, request);
  } finally {
    Firestore.prototype.getAll = getAll;
    Query.prototype.get = get;
  }
  return reads;
}

/** The catalogue as stored now (other tests' staff may have added campgrounds). */
async function storedCatalogue() {
  const [locations, packages] = await Promise.all([
    db.collection(COLLECTIONS.locations).get(),
    db.collection(COLLECTIONS.packages).get(),
  ]);
  return {
    locations: locations.docs.map((snap) => ({
      id: snap.id,
      ...locationDocumentSchema.parse(snap.data()),
    })),
    packages: packages.docs.map((snap) => ({
      id: snap.id,
      ...packageDocumentSchema.parse(snap.data()),
    })),
  };
}

const key = (pair: { locationId: string; packageId: string }) =>
  `${pair.locationId} ${pair.packageId}`;

let customer: TestCustomer;
beforeAll(async () => {
  customer = await createCustomer(stack, adminAuth, 'search');
});

describe('searchStays (Functions emulator + Firestore emulator)', () => {
  it('lists exactly the pairs getUnavailableDates leaves free, priced as quoteBooking prices them, with reads fixed whatever is booked', async () => {
    const request = { arrival, departure, guests: 2 };
    const catalogue = await storedCatalogue();
    const readsBefore = await readsOf(request);
    // Every Glamping Bell Tent kit out on the stay's nights, as if booked, and a campground closed on
    // its last. Not by holds: they would take crew set-ups on the arrival day too, which other files'
    // stays (this stack is shared with the browser tier) could then fill, and the search would rightly
    // find nothing while getUnavailableDates, which counts kits only, found every pair free.
    const glamping = catalogue.packages.find((pkg) => pkg.id === 'glamping-bell-tent')!;
    const nights = [arrival, addDays(arrival, 1)];
    const kitsBefore = await Promise.all(
      nights.map((night) => kitsInUseOn(db, 'glamping-bell-tent', night)),
    );
    for (const night of nights) {
      await setKitsInUseOn(db, 'glamping-bell-tent', night, glamping.kitCount);
    }
    const closed = db.doc(locationDoc('lane-cove-river'));
    const { closures } = (await closed.get()).data() as { closures: unknown[] };
    await closed.update({
      closures: [...closures, { from: addDays(arrival, 1), to: addDays(arrival, 1) }],
    });
    try {
      expect(await readsOf(request)).toBe(readsBefore);
      const window = searchWindow(request);
      expect(readsBefore).toBe(
        catalogue.locations.length +
          catalogue.packages.length +
          2 +
          datesFrom(window.first, addDays(window.last, 1)).length +
          catalogue.packages.length * monthsOf(datesFrom(window.first, window.last)).length,
      );

      const answer = await search(request);
      const pairs = catalogue.locations
        .filter((location) => !location.archived)
        .flatMap((location) =>
          location.packageIds.map((packageId) => ({ locationId: location.id, packageId })),
        );
      const taken = await Promise.all(
        pairs.map((pair) =>
          unavailableDates({ ...pair, from: arrival, to: addDays(departure, -1) }),
        ),
      );
      const free = pairs.filter((_, i) => taken[i]!.length === 0).map(key);
      expect(answer.matches.map(key).sort()).toEqual(free.sort());
      expect(free.some((pair) => pair.includes('glamping-bell-tent'))).toBe(false);
      expect(free.some((pair) => pair.startsWith('lane-cove-river'))).toBe(false);
      expect(free.length).toBeGreaterThan(5);
      expect(answer.suggestions).toEqual([]);
      expect(answer.problem).toBeNull();

      const order = answer.matches.map((match) => [match.driveMinutes, match.totalCents]);
      expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
      const quotes = await Promise.all(
        answer.matches.map((match) =>
          callAs<QuoteResponse>(
            stack,
            'quoteBooking',
            { ...request, locationId: match.locationId, packageId: match.packageId, addOns: [] },
            customer,
          ),
        ),
      );
      expect(quotes.map((quoted) => quoted.result?.problem)).toEqual(
        answer.matches.map(() => null),
      );
      expect(answer.matches.map((match) => [match.totalCents, match.gstCents])).toEqual(
        quotes.map((quoted) => [quoted.result?.quote.totalCents, quoted.result?.quote.gstCents]),
      );
    } finally {
      await closed.update({ closures });
      for (const [at, night] of nights.entries()) {
        await setKitsInUseOn(db, 'glamping-bell-tent', night, kitsBefore[at]!);
      }
    }
  });

  it('leaves out packages too small for the guests', async () => {
    const answer = await search({ arrival, departure, guests: 4 });
    expect(new Set(answer.matches.map((match) => match.packageId))).toEqual(
      new Set(['family-basecamp']),
    );
  });

  it('suggests, per package, the nearest stay of the same length free somewhere when none is', async () => {
    // Where no file run before this one leaves a night full or closed, which would move the nearest
    // free stay.
    const full = plainArrival(today, 237, 4);
    const night = addDays(full, 1);
    const { packages } = await storedCatalogue();
    const fill = (change: 1 | -1) =>
      Promise.all(
        packages.map((pkg) =>
          db.doc(kitMonthDoc(pkg.id, monthOf(night))).set(
            {
              month: monthOf(night),
              kitsInUse: { [night]: FieldValue.increment(change * pkg.kitCount) },
            },
            { merge: true },
          ),
        ),
      );
    await fill(1);
    try {
      const answer: StaySearchResponse = await search({
        arrival: night,
        departure: addDays(night, 2),
        guests: 2,
      });
      expect(answer.matches).toEqual([]);
      // One day earlier still takes the full night; one day later is as near and free.
      expect(answer.suggestions).toEqual(
        packages
          .map((pkg) => ({
            packageId: pkg.id,
            packageName: pkg.name,
            arrival: addDays(night, 1),
            departure: addDays(night, 3),
          }))
          .sort((a, b) => a.packageName.localeCompare(b.packageName)),
      );
    } finally {
      await fill(-1);
    }
  });

  it('says why dates cannot be booked anywhere', async () => {
    // Three nights: in the summer peak, shorter stays are refused for their length first.
    const answer = await search({ arrival: today, departure: addDays(today, 3), guests: 2 });
    expect(answer.matches).toEqual([]);
    expect(answer.problem).toBe('Book at least 3 days before you arrive, so the crew can prepare.');
  });

  it('answers invalid-argument with a sentence a person understands', async () => {
    const error = await failureOf(search({ arrival, departure: arrival, guests: 2 }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('departure: Choose a departure date after your arrival date.');
    const none = await failureOf(search({ arrival, departure, guests: 0 }));
    expect(none.message).toBe('guests: A stay needs at least 1 guest.');
  });

  it('answers any generated payload with a search or a 4xx in words', async () => {
    const date = fc.integer({ min: -30, max: 420 }).map((days) => addDays(today, days));
    const { calls } = await fuzzCallable({
      stack,
      callable: 'searchStays',
      payload: hostilePayload({
        arrival: date,
        departure: date,
        guests: fc.integer({ min: -1, max: 25 }),
      }),
    });
    expect(calls).toBeGreaterThanOrEqual(300);
  });
});
