import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { DEMO_USERS, demoAvailabilitySettings, demoBookedNights } from './demo-data.ts';
import type { StackInfo } from './profiles.ts';

/** Deletes every document and account in the emulators (their own reset endpoints). */
export async function clearEmulatorData(info: StackInfo): Promise<void> {
  const firestore = `http://${info.firestoreHost}/emulator/v1/projects/${info.projectId}/databases/(default)/documents`;
  const auth = `http://${info.authHost}/emulator/v1/projects/${info.projectId}/accounts`;
  for (const url of [firestore, auth]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not clear ${url}: HTTP ${response.status}`);
  }
}

/** Writes the catalogue, demo availability and the demo accounts into empty emulators. */
export async function seedDemoData(info: StackInfo): Promise<void> {
  // firebase-admin finds the emulators through these; there is no metadata server to wait for.
  process.env.FIRESTORE_EMULATOR_HOST = info.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = info.authHost;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: info.projectId }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    for (const { id, ...location } of LOCATIONS) batch.set(db.doc(`locations/${id}`), location);
    for (const { id, ...pkg } of CAMPING_PACKAGES) batch.set(db.doc(`packages/${id}`), pkg);
    for (const { id, ...addOn } of ADD_ONS) batch.set(db.doc(`addOns/${id}`), addOn);
    batch.set(db.doc('settings/pricing'), PRICING_SETTINGS);
    batch.set(db.doc('settings/availability'), demoAvailabilitySettings());
    for (const night of demoBookedNights()) {
      batch.set(db.doc(`packages/${night.packageId}/nights/${night.date}`), {
        date: night.date,
        kitsInUse: night.kitsInUse,
      });
    }
    await batch.commit();

    const auth = getAuth(app);
    const now = new Date().toISOString();
    for (const user of DEMO_USERS) {
      const record = await auth.createUser({
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      });
      if (user.admin) await auth.setCustomUserClaims(record.uid, { admin: true });
      await db.doc(`users/${record.uid}`).set({
        displayName: user.displayName,
        email: user.email,
        createdAt: now,
        updatedAt: now,
      });
    }
  } finally {
    await deleteApp(app);
  }
}
