import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp, firebaseConfig } from './app.ts';

// Firebase Auth for the browser. Like every module under app/firebase, it is only ever loaded through
// dynamic import(), after hydration, so no page's first load carries the SDK.

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    // No popup/redirect resolver here: it loads Google's iframe helper as the app starts (on phones
    // eagerly). It is passed to the few calls that need it instead.
    instance = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    const emulator = firebaseConfig.emulators.auth;
    // Vite writes the mode in, so production bundles leave this out, the SDK's emulator code with it.
    if (import.meta.env.MODE !== 'production' && emulator) {
      connectAuthEmulator(instance, `http://${emulator}`, { disableWarnings: true });
    }
  }
  return instance;
}
