// `npm run bench` (functions part), through the functions gateway on loopback
// (docs/decisions/0015-bursts-and-hot-documents.md):
// - getUnavailableDates: latency and Firestore documents read per call with 0, 1,000 and 10,000
//   bookings stored (the reads must not grow with them), and searchStays' the same for a 3-night stay;
// - startCheckout: 30 customers racing for one last kit, cold and warm, and calls one at a time;
// - bursts: 200 calls at once from one caller to each writing endpoint.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { runningStack, startStack } from '@camping/stack/stack';
import { benchBursts } from './bench/bursts.ts';
import { benchCheckoutRace } from './bench/race.ts';
import { benchUnavailableDates } from './bench/unavailable-dates.ts';

const existing = runningStack('test');
const stack = existing ? null : await startStack({ profile: 'test', web: 'none', log: () => {} });
const info = existing ?? stack!.info;
process.env.FIRESTORE_EMULATOR_HOST = info.firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = info.authHost;
process.env.GCLOUD_PROJECT = info.projectId;

const app = initializeApp({ projectId: info.projectId }, 'bench');
const db = getFirestore(app);
try {
  // The race first, while startCheckout's instances are still cold. The bursts before the 10,000
  // bookings the reads are measured with: the emulator scans a whole collection for every query
  // (production answers from an index), so startCheckout's look-up of the caller's open holds
  // would time the emulator's scan of the bench's own bookings.
  await benchCheckoutRace(info, getAuth(app), db);
  await benchBursts(info, getAuth(app), db);
  await benchUnavailableDates(info, db);
} finally {
  await stack?.stop();
}
