import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp, firebaseConfig } from './app.ts';
import { splitHost } from './config.ts';

let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    const emulator = firebaseConfig.emulators.firestore;
    if (emulator) connectFirestoreEmulator(instance, ...splitHost(emulator));
  }
  return instance;
}
