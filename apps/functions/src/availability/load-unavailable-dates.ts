import { unavailableNights } from '@camping/domain/availability/unavailable-nights';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import { addDays, datesFrom, type IsoDate } from '@camping/domain/dates/calendar';
import { nightDocumentSchema, packageDocumentSchema } from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  locationDoc,
  nightDoc,
  packageDoc,
} from '@camping/domain/firestore/paths';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { availabilitySettingsOf } from './availability-settings.ts';
import { bookableLocation } from './bookable-location.ts';

/**
 * Reads what decides availability for one package over one window in one batched read: the package,
 * the business settings, the campground (when asked), and every night of the window
 * (`packages/{id}/nights/{date}`, present only where kits are in use). The documents read are fixed
 * by the window: the same with no bookings as with ten thousand.
 */
export async function loadUnavailableDates(
  db: Firestore,
  request: UnavailableDatesRequest,
  today: IsoDate,
): Promise<IsoDate[]> {
  const nights = datesFrom(request.from as IsoDate, addDays(request.to as IsoDate, 1));
  const [packageSnap, settingsSnap, ...rest] = await db.getAll(
    db.doc(packageDoc(request.packageId)),
    db.doc(AVAILABILITY_SETTINGS_DOC),
    ...nights.map((night) => db.doc(nightDoc(request.packageId, night))),
    ...(request.locationId ? [db.doc(locationDoc(request.locationId))] : []),
  );
  const nightSnaps = rest.slice(0, nights.length);
  const locationSnap = rest[nights.length];

  if (!packageSnap?.exists) {
    throw new HttpsError('not-found', `There is no package with the id "${request.packageId}".`);
  }
  const pkg = { id: packageSnap.id, ...packageDocumentSchema.parse(packageSnap.data()) };
  const settings = availabilitySettingsOf(settingsSnap);

  const blackouts = [...settings.blackouts];
  if (request.locationId) {
    const location = bookableLocation(locationSnap, request.locationId);
    if (!location.packageIds.includes(pkg.id)) {
      throw new HttpsError(
        'failed-precondition',
        `${location.name} does not offer the ${pkg.name} package.`,
      );
    }
    blackouts.push(...location.closures);
  }

  const kitsInUse = new Map(
    nightSnaps
      .filter((snap) => snap.exists)
      .map((snap) => {
        const night = nightDocumentSchema.parse(snap.data());
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
