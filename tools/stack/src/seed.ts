import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { contactMessageSchema } from '@camping/domain/contact/contact-message';
import { monthOf, todayInSydney } from '@camping/domain/dates/calendar';
import {
  addOnDocumentSchema,
  availabilitySettingsDocumentSchema,
  bookingDocumentSchema,
  crewDayDocumentSchema,
  locationDocumentSchema,
  kitMonthDocumentSchema,
  packageDocumentSchema,
  pricingSettingsDocumentSchema,
  reviewDocumentSchema,
  reviewSummaryDocumentSchema,
  userDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  PRICING_SETTINGS_DOC,
  addOnDoc,
  bookingDoc,
  contactMessageDoc,
  crewDayDoc,
  locationDoc,
  kitMonthDoc,
  packageDoc,
  paymentDoc,
  reviewDoc,
  reviewSummaryDoc,
  userDoc,
} from '@camping/domain/firestore/paths';
import { reviewerName } from '@camping/domain/reviews/review';
import { demoBookingDocuments, demoReviewDocuments } from './demo-bookings.ts';
import {
  DEMO_CONTACT_MESSAGES,
  DEMO_USERS,
  demoAvailabilitySettings,
  demoBookedNights,
  type BookedNight,
} from './demo-data.ts';
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
    for (const night of demoBookedNights()) setKitsInUse(db, batch, night);
    await batch.commit();

    const auth = getAuth(app);
    const now = new Date().toISOString();
    const uids = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const record = await auth.createUser({
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      });
      uids.set(user.email, record.uid);
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
    const customer = DEMO_USERS.find((user) => !user.admin)!;
    const staff = DEMO_USERS.find((user) => user.admin)!;
    await seedStaffWork(
      db,
      {
        customer: {
          uid: uids.get(customer.email)!,
          email: customer.email,
          displayName: customer.displayName,
        },
        staffUid: uids.get(staff.email)!,
      },
      reviewerName(customer.displayName),
    );
  } finally {
    await deleteApp(app);
  }
}

/** Sets the kits in use on one night, beside the other nights of its month. */
function setKitsInUse(db: Firestore, batch: WriteBatch, night: BookedNight) {
  const month = monthOf(night.date);
  batch.set(
    db.doc(kitMonthDoc(night.packageId, month)),
    kitMonthDocumentSchema.parse({ month, kitsInUse: { [night.date]: night.kitsInUse } }),
    { merge: true },
  );
}

/**
 * The demo customer's bookings (with their kits, crew days and payments), their reviews (with the
 * campgrounds' summaries) and contact messages.
 */
async function seedStaffWork(
  db: Firestore,
  people: Parameters<typeof demoBookingDocuments>[0],
  firstName: string,
) {
  const { bookings, nights, crewDays, charges } = demoBookingDocuments(people, todayInSydney());
  const { reviews, summaries } = demoReviewDocuments(bookings, firstName);
  const batch = db.batch();
  for (const { id, ...booking } of bookings) {
    batch.set(db.doc(bookingDoc(id)), bookingDocumentSchema.parse(booking));
  }
  for (const night of nights) setKitsInUse(db, batch, night);
  for (const day of crewDays)
    batch.set(db.doc(crewDayDoc(day.date)), crewDayDocumentSchema.parse(day));
  for (const { id, ...charge } of charges) {
    batch.set(db.doc(paymentDoc(id)), {
      ...charge,
      userId: people.customer.uid,
      kind: 'charge',
      currency: 'AUD',
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  for (const { createdAt, moderatedAt, ...review } of reviews) {
    batch.set(
      db.doc(reviewDoc(review.bookingId)),
      reviewDocumentSchema.parse({
        ...review,
        createdAt: Timestamp.fromDate(createdAt),
        ...(moderatedAt && { moderatedAt: Timestamp.fromDate(moderatedAt) }),
      }),
    );
  }
  for (const [locationId, summary] of summaries) {
    batch.set(db.doc(reviewSummaryDoc(locationId)), reviewSummaryDocumentSchema.parse(summary));
  }
  for (const { id, read, ...message } of DEMO_CONTACT_MESSAGES) {
    batch.set(db.doc(contactMessageDoc(id)), {
      ...contactMessageSchema.parse(message),
      uid: null,
      read,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}
