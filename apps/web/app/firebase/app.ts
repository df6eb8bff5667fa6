import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { readFirebaseConfig, type FirebaseClientConfig } from './config.ts';

// This module and the SDKs it pulls in are only ever loaded through dynamic import(), so Firebase
// stays off the critical path of every page.
export const firebaseConfig: FirebaseClientConfig = readFirebaseConfig(import.meta.env);

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseConfig.options);
}
