// `npm run bench` (functions part), through the Functions emulator on loopback:
// - getUnavailableDates: latency percentiles and Firestore documents read per call, with 0, 1,000 and
//   10,000 bookings stored (the reads must not grow with them);
// - startCheckout: latency alone, and the answer times of 30 customers racing for one last kit.
import type { CallableRequest } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { bookingDoc, nightDoc } from '@camping/domain/firestore/paths';
import { runningStack, startStack } from '@camping/stack/stack';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Firestore, getFirestore, Query } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { callAs, createCustomer, plainArrival } from './src/testing/customers.ts';

const CALLS = 100;
const existing = runningStack('test');
const stack = existing ? null : await startStack({ profile: 'test', web: 'none', log: () => {} });
const info = existing ?? stack!.info;
process.env.FIRESTORE_EMULATOR_HOST = info.firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = info.authHost;
process.env.GCLOUD_PROJECT = info.projectId;

const benchApp = initializeApp({ projectId: info.projectId }, 'bench');
const db = getFirestore(benchApp);
const today = todayInSydney();

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `p50 ${at(50).toFixed(1)} ms   p95 ${at(95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function timed(call: () => Promise<unknown>, times: number): Promise<number[]> {
  await call(); // warm the function instance
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  return durations;
}

/** Counts documents read by the handler's two read paths. */
let reads = 0;
const getAll = Firestore.prototype.getAll;
Firestore.prototype.getAll = async function (this: Firestore, ...args: Parameters<typeof getAll>) {
  const snapshots = await getAll.apply(this, args);
  reads += snapshots.length;
  return snapshots;
};
const get = Query.prototype.get;
Query.prototype.get = async function (this: Query) {
  const snapshot = await get.apply(this);
  reads += Math.max(1, snapshot.size); // an empty query is still billed one read
  return snapshot;
};

/**
 * Stores `count` confirmed bookings spread over the next 300 days, and takes their kits night by
 * night as the engine does.
 */
async function seedBookings(count: number, from: number) {
  for (let start = 0; start < count; start += 150) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 150); i += 1) {
      const arrival = addDays(today, 30 + ((from + i) % 300));
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
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        history: [{ status: 'confirmed', at: new Date().toISOString(), by: 'bench' }],
      });
      for (const night of [arrival, addDays(arrival, 1)]) {
        batch.set(
          db.doc(nightDoc('essentials', night)),
          { date: night, kitsInUse: FieldValue.increment(1) },
          { merge: true },
        );
      }
    }
    await batch.commit();
  }
}

try {
  const { db: handlerDb } = await import('./src/shared/admin.ts');
  const { loadUnavailableDates } = await import('./src/availability/load-unavailable-dates.ts');
  const request = {
    packageId: 'essentials',
    locationId: 'bouddi-putty-beach',
    from: today,
    to: addDays(today, 30),
  } satisfies CallableRequest<'getUnavailableDates'>;

  console.log(
    'getUnavailableDates (31-night window, with campground), Functions emulator on loopback',
  );
  let stored = 0;
  for (const bookings of [0, 1_000, 10_000]) {
    await seedBookings(bookings - stored, stored);
    stored = bookings;
    const durations = await timed(() => callAs(info, 'getUnavailableDates', request), CALLS);
    reads = 0;
    await loadUnavailableDates(handlerDb, request, today);
    console.log(
      `  ${String(bookings).padStart(6)} bookings   ${percentiles(durations)}   Firestore reads ${reads} per call`,
    );
  }

  const adminAuth = getAuth(benchApp);
  const customers = await Promise.all(
    Array.from({ length: 30 }, () => createCustomer(info, adminAuth, 'bench')),
  );
  const arrival = plainArrival(today, 200, 2);
  const checkout = (offset: number) => ({
    locationId: 'lane-cove-river',
    packageId: 'family-basecamp',
    addOns: [],
    guests: 2,
    arrival: addDays(arrival, offset * 3),
    departure: addDays(arrival, offset * 3 + 2),
    phone: '0412 345 678',
    termsAccepted: true,
    idempotencyKey: randomUUID(),
  });
  let n = 0;
  const alone = await timed(
    () => callAs(info, 'startCheckout', checkout(n++ % 30), customers[n % 30]),
    40,
  );
  console.log('startCheckout, Functions emulator on loopback');
  console.log(`  alone (40 calls)           ${percentiles(alone)}`);

  const last = plainArrival(today, 320, 2);
  for (const night of [last, addDays(last, 1)]) {
    await db.doc(nightDoc('glamping-bell-tent', night)).set({ date: night, kitsInUse: 2 });
  }
  const racers = await Promise.all(
    customers.map(async (customer) => {
      const started = performance.now();
      const answer = await callAs(
        info,
        'startCheckout',
        {
          ...checkout(0),
          packageId: 'glamping-bell-tent',
          arrival: last,
          departure: addDays(last, 2),
        },
        customer,
      );
      return { ms: performance.now() - started, held: answer.status === 200 };
    }),
  );
  console.log(
    `  30 racing for 1 kit        ${percentiles(racers.map((racer) => racer.ms))}   held ${racers.filter((racer) => racer.held).length}`,
  );
} finally {
  await stack?.stop();
}
