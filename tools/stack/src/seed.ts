import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import {
  addOnDocumentSchema,
  availabilitySettingsDocumentSchema,
  locationDocumentSchema,
  nightDocumentSchema,
  packageDocumentSchema,
  pricingSettingsDocumentSchema,
  userDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  PRICING_SETTINGS_DOC,
  addOnDoc,
  locationDoc,
  nightDoc,
  packageDoc,
  userDoc,
} from '@camping/domain/firestore/paths';
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
    // Every document is parsed with its schema first: the seed is written exactly as the app reads it.
    const batch = db.batch();
    for (const { id, ...location } of LOCATIONS) {
      batch.set(db.doc(locationDoc(id)), locationDocumentSchema.parse(location));
    }
    for (const { id, ...pkg } of CAMPING_PACKAGES) {
      batch.set(db.doc(packageDoc(id)), packageDocumentSchema.parse(pkg));
    }
    for (const { id, ...addOn } of ADD_ONS) {
      batch.set(db.doc(addOnDoc(id)), addOnDocumentSchema.parse(addOn));
    }
    batch.set(db.doc(PRICING_SETTINGS_DOC), pricingSettingsDocumentSchema.parse(PRICING_SETTINGS));
    batch.set(
      db.doc(AVAILABILITY_SETTINGS_DOC),
      availabilitySettingsDocumentSchema.parse(demoAvailabilitySettings()),
    );
    for (const { packageId, ...night } of demoBookedNights()) {
      batch.set(db.doc(nightDoc(packageId, night.date)), nightDocumentSchema.parse(night));
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
      await db.doc(userDoc(record.uid)).set(
        userDocumentSchema.parse({
          displayName: user.displayName,
          email: user.email,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }
  } finally {
    await deleteApp(app);
  }
}
