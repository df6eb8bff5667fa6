import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from '@camping/domain/callables';
import { addDays, monthOf, todayInSydney } from '@camping/domain/dates/calendar';
import { bookingDoc, kitMonthDoc } from '@camping/domain/firestore/paths';
import type { StackInfo } from '@camping/stack/profiles';
import { callAs } from '../src/testing/customers.ts';
import { countReads } from './reads.ts';
import { benchStaySearch } from './stay-search.ts';
import { oneAfterAnother, percentiles } from './timing.ts';

/**
 * Stores `count` confirmed bookings spread over the next 300 days, and takes their kits night by
 * night as the engine does.
 */
async function seedBookings(db: Firestore, count: number, from: number) {
  const today = todayInSydney();
  for (let start = 0; start < count; start += 150) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 150); i += 1) {
      const arrival = addDays(today, 30 + ((from + i) % 300));
      const at = new Date().toISOString();
      batch.set(db.doc(bookingDoc(`bench-${from + i}`)), {
        userId: 'bench',
        locationId: 'bouddi-putty-beach',
        packageId: 'essentials',
        addOns: [],
        arrival,
        departure: addDays(arrival, 2),
        guests: 2,
        status: 'confirmed',
        totalCents: 40_000,
        gstCents: 3_636,
        currency: 'AUD',
        createdAt: at,
        updatedAt: at,
        history: [{ status: 'confirmed', at, by: 'bench' }],
      });
      for (const night of [arrival, addDays(arrival, 1)]) {
        batch.set(
          db.doc(kitMonthDoc('essentials', monthOf(night))),
          { month: monthOf(night), kitsInUse: { [night]: FieldValue.increment(1) } },
          { merge: true },
        );
      }
    }
    await batch.commit();
  }
}

/**
 * getUnavailableDates for a 31-night window (with its campground), then searchStays for a 3-night
 * stay: latency, and the documents read per call with 0, 1,000 and 10,000 bookings stored (they must
 * not grow with them).
 */
export async function benchUnavailableDates(stack: StackInfo, db: Firestore) {
  const { db: handlerDb } = await import('../src/shared/admin.ts');
  const { loadUnavailableDates } = await import('../src/availability/load-unavailable-dates.ts');
  const today = todayInSydney();
  const request = {
    packageId: 'essentials',
    locationId: 'bouddi-putty-beach',
    from: addDays(today, 40),
    to: addDays(today, 70),
  } satisfies CallableRequest<'getUnavailableDates'>;
  console.log('getUnavailableDates (31-night window, with campground), through the gateway');
  let stored = 0;
  const searches: string[] = [];
  for (const bookings of [0, 1_000, 10_000]) {
    await seedBookings(db, bookings - stored, stored);
    stored = bookings;
    const durations = await oneAfterAnother(
      () => callAs(stack, 'getUnavailableDates', request),
      100,
    );
    const reads = await countReads(() => loadUnavailableDates(handlerDb, request, today));
    console.log(
      `  ${String(bookings).padStart(6)} bookings   ${percentiles(durations)}   Firestore reads ${reads} per call`,
    );
    searches.push(
      `  ${String(bookings).padStart(6)} bookings   ${await benchStaySearch(stack, handlerDb)}`,
    );
  }
  console.log('searchStays (3 nights, every campground and package), through the gateway');
  for (const line of searches) console.log(line);
}
