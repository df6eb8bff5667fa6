import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** The one firebase-admin app of this codebase; in the emulators it finds them through the environment. */
export const adminApp = getApps()[0] ?? initializeApp();
export const db = getFirestore(adminApp);
export const auth = getAuth(adminApp);
