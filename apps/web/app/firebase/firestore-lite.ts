import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp, firebaseConfig } from './app.ts';
import { splitHost } from './config.ts';

// The public pages only ever read the catalogue once: Firestore Lite does that over plain REST, at a
// fraction of the full SDK's size (no listeners, no offline cache, which these pages do not need).
let instance: Firestore | undefined;

export function firestoreLite(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    const emulator = firebaseConfig.emulators.firestore;
    // Vite writes the mode in, so production bundles leave this out, the SDK's emulator code with it.
    if (import.meta.env.MODE !== 'production' && emulator) {
      connectFirestoreEmulator(instance, ...splitHost(emulator));
    }
  }
  return instance;
}
