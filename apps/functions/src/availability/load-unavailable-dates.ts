import { unavailableNights } from '@camping/domain/availability/unavailable-nights';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { campingPackageSchema } from '@camping/domain/catalogue/camping-package';
import { dateRangeSchema } from '@camping/domain/fields';
import { locationSchema } from '@camping/domain/catalogue/location';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from '@camping/domain/zod';

const settingsSchema = z.object({
  minNoticeDays: z.number().int().nonnegative(),
  horizonDays: z.number().int().positive(),
  blackouts: z.array(dateRangeSchema),
});

const DEFAULT_SETTINGS = {
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
  const refs = [db.doc(`packages/${request.packageId}`), db.doc('settings/availability')];
  if (request.locationId) refs.push(db.doc(`locations/${request.locationId}`));
  const [packageSnap, settingsSnap, locationSnap] = await db.getAll(...refs);

  if (!packageSnap?.exists) {
    throw new HttpsError('not-found', `There is no package with the id "${request.packageId}".`);
  }
  const pkg = campingPackageSchema.parse({ id: packageSnap.id, ...packageSnap.data() });
  const settings = settingsSchema.parse(settingsSnap?.data() ?? DEFAULT_SETTINGS);

  const blackouts = [...settings.blackouts];
  if (locationSnap) {
    if (!locationSnap.exists) {
      throw new HttpsError(
        'not-found',
        `There is no campground with the id "${request.locationId}".`,
      );
    }
    const location = locationSchema.parse({ id: locationSnap.id, ...locationSnap.data() });
    if (!location.packageIds.includes(pkg.id)) {
      throw new HttpsError(
        'failed-precondition',
        `${location.name} does not offer the ${pkg.name} package.`,
      );
    }
    blackouts.push(...location.closures);
  }

  const nights = await db
    .collection(`packages/${pkg.id}/nights`)
    .where('date', '>=', request.from)
    .where('date', '<=', request.to)
    .get();
  const kitsInUse = new Map(
    nights.docs.map((doc) => [doc.get('date') as string, doc.get('kitsInUse') as number]),
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
