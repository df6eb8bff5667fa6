import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expireDueHolds, SWEEP_MINUTES } from './expire-holds.ts';

/**
 * For `npm run dev`: the Functions emulator never fires scheduled functions, so the dev script runs
 * the sweep's hold expiry itself, on the production interval, against the dev emulators.
 */
export function startLocalHoldSweep(emulators: { firestoreHost: string; projectId: string }) {
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  const db = getFirestore(initializeApp({ projectId: emulators.projectId }, 'local-hold-sweep'));
  const timer = setInterval(() => {
    expireDueHolds(db).then(
      (expired) => expired > 0 && console.log(`Expired ${expired} unpaid hold(s).`),
      (error: unknown) => console.error('The hold sweep failed:', error),
    );
  }, SWEEP_MINUTES * 60_000);
  timer.unref();
}
