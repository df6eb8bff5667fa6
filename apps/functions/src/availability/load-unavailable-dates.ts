import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import { unavailableNights } from '@camping/domain/availability/unavailable-nights';
import { addDays, datesFrom, monthsOf, type IsoDate } from '@camping/domain/dates/calendar';
import { packageDocumentSchema } from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  locationDoc,
  kitMonthDoc,
  packageDoc,
} from '@camping/domain/firestore/paths';
import { availabilitySettingsOf } from './availability-settings.ts';
import { bookableLocation } from './bookable-location.ts';
import { kitsInUseIn } from './kits-in-use.ts';

/**
 * Reads what decides availability for one package over one window in one batched read: the package,
 * the business settings, the campground (when asked), and the kits in use on the window's nights,
 * one document per month (`packages/{id}/kitMonths/{YYYY-MM}`). The documents read are fixed by the
 * window: at most 6 for a month's window, the same with no bookings as with ten thousand.
 */
export async function loadUnavailableDates(
  db: Firestore,
  request: UnavailableDatesRequest,
  today: IsoDate,
): Promise<IsoDate[]> {
  const months = monthsOf(datesFrom(request.from as IsoDate, addDays(request.to as IsoDate, 1)));
  const [packageSnap, settingsSnap, ...rest] = await db.getAll(
    db.doc(packageDoc(request.packageId)),
    db.doc(AVAILABILITY_SETTINGS_DOC),
    ...months.map((month) => db.doc(kitMonthDoc(request.packageId, month))),
    ...(request.locationId ? [db.doc(locationDoc(request.locationId))] : []),
  );
  const monthSnaps = rest.slice(0, months.length);
  const locationSnap = rest[months.length];

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

  return unavailableNights({
    from: request.from,
    to: request.to,
    today,
    kitCount: pkg.kitCount,
    kitsInUse: kitsInUseIn(monthSnaps),
    blackouts,
    minNoticeDays: settings.minNoticeDays,
    horizonDays: settings.horizonDays,
  });
}
