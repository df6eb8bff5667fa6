// `npm run bench` (functions part): latency percentiles of getUnavailableDates through the Functions
// emulator, and Firestore documents read per call, counted on the real handler code.
import { FUNCTIONS, type CallableRequest } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { runningStack, startStack } from '@camping/stack/stack';
import { Firestore, Query } from 'firebase-admin/firestore';

const CALLS = 100;
const existing = runningStack('test');
const stack = existing ? null : await startStack({ profile: 'test', web: 'none', log: () => {} });
const info = existing ?? stack!.info;
process.env.FIRESTORE_EMULATOR_HOST = info.firestoreHost;
process.env.GCLOUD_PROJECT = info.projectId;

try {
  const today = todayInSydney();
  const request = {
    packageId: 'glamping-bell-tent',
    locationId: 'bouddi-putty-beach',
    from: today,
    to: addDays(today, 30),
  } satisfies CallableRequest<'getUnavailableDates'>;
  const url = `${info.functionsOrigin}/${info.projectId}/${FUNCTIONS.region}/getUnavailableDates`;
  const call = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: request }),
    });

  await call(); // warm the function instance
  const durations: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))]!;

  // Count documents read by wrapping the two read paths the handler uses.
  let reads = 0;
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function (
    this: Firestore,
    ...args: Parameters<typeof getAll>
  ) {
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
  const { db } = await import('./src/shared/admin.ts');
  const { loadUnavailableDates } = await import('./src/availability/load-unavailable-dates.ts');
  await loadUnavailableDates(db, request, today);

  console.log(
    'getUnavailableDates (31-night window, with campground), Functions emulator on loopback',
  );
  console.log(`  calls            ${CALLS}`);
  console.log(`  latency p50      ${percentile(50).toFixed(1)} ms`);
  console.log(`  latency p95      ${percentile(95).toFixed(1)} ms`);
  console.log(`  latency p99      ${percentile(99).toFixed(1)} ms`);
  console.log(`  Firestore reads  ${reads} per call`);
} finally {
  await stack?.stop();
}
