import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp, firebaseConfig } from './app.ts';
import { splitHost } from './config.ts';

// The full Firestore SDK, for the few pages that watch a document change live (a booking turning from
// awaiting payment to requested). Several times the size of Firestore Lite, so only those pages load
// it, through dynamic import().
let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    const emulator = firebaseConfig.emulators.firestore;
    if (emulator) connectFirestoreEmulator(instance, ...splitHost(emulator));
  }
  return instance;
}
