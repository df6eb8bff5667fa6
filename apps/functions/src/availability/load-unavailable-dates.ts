import { unavailableNights } from '@camping/domain/availability/unavailable-nights';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  availabilitySettingsDocumentSchema,
  locationDocumentSchema,
  nightDocumentSchema,
  packageDocumentSchema,
  type AvailabilitySettings,
} from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  locationDoc,
  nightsCollection,
  packageDoc,
} from '@camping/domain/firestore/paths';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/** Until staff save availability settings, the booking rules' defaults apply. */
const DEFAULT_SETTINGS: AvailabilitySettings = {
  minNoticeDays: BOOKING_RULES.minNoticeDays,
  horizonDays: BOOKING_RULES.horizonDays,
  blackouts: [],
};

/**
 * Reads what decides availability for one package over one window: the package, the business
 * settings, the campground (when given) in one batched read, then only the nights of the window that
 * have kits in use (`packages/{id}/nights/{date}`). The cost depends on the window, never on how many
 * bookings were ever made.
 */
export async function loadUnavailableDates(
  db: Firestore,
  request: UnavailableDatesRequest,
  today: IsoDate,
): Promise<IsoDate[]> {
  const refs = [db.doc(packageDoc(request.packageId)), db.doc(AVAILABILITY_SETTINGS_DOC)];
  if (request.locationId) refs.push(db.doc(locationDoc(request.locationId)));
  const [packageSnap, settingsSnap, locationSnap] = await db.getAll(...refs);

  if (!packageSnap?.exists) {
    throw new HttpsError('not-found', `There is no package with the id "${request.packageId}".`);
  }
  const pkg = { id: packageSnap.id, ...packageDocumentSchema.parse(packageSnap.data()) };
  const settings = settingsSnap?.exists
    ? availabilitySettingsDocumentSchema.parse(settingsSnap.data())
    : DEFAULT_SETTINGS;

  const blackouts = [...settings.blackouts];
  if (locationSnap) {
    if (!locationSnap.exists) {
      throw new HttpsError(
        'not-found',
        `There is no campground with the id "${request.locationId}".`,
      );
    }
    const location = locationDocumentSchema.parse(locationSnap.data());
    if (!location.packageIds.includes(pkg.id)) {
      throw new HttpsError(
        'failed-precondition',
        `${location.name} does not offer the ${pkg.name} package.`,
      );
    }
    blackouts.push(...location.closures);
  }

  const nights = await db
    .collection(nightsCollection(pkg.id))
    .where('date', '>=', request.from)
    .where('date', '<=', request.to)
    .get();
  const kitsInUse = new Map(
    nights.docs.map((doc) => {
      const night = nightDocumentSchema.parse(doc.data());
      return [night.date, night.kitsInUse] as const;
    }),
  );

  return unavailableNights({
    from: request.from,
    to: request.to,
    today,
    kitCount: pkg.kitCount,
    kitsInUse,
    blackouts,
    minNoticeDays: settings.minNoticeDays,
    horizonDays: settings.horizonDays,
  });
}
