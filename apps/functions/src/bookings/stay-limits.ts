import type { Firestore } from 'firebase-admin/firestore';
import { locationDocumentSchema, packageDocumentSchema } from '@camping/domain/firestore/documents';
import {
  AVAILABILITY_SETTINGS_DOC,
  locationDoc,
  packageDoc,
} from '@camping/domain/firestore/paths';
import { availabilitySettingsOf } from '../availability/availability-settings.ts';
import type { CapacityLimits } from './stay-capacity.ts';

/**
 * The limits a booking's stay is checked against when it is taken again (a payment after its hold
 * expired): its package's kits, the blackouts and its campground's closures, the crew's capacity.
 */
export async function loadStayLimits(
  db: Firestore,
  booking: { packageId: string; locationId: string },
): Promise<CapacityLimits> {
  const [packageSnap, settingsSnap, locationSnap] = await db.getAll(
    db.doc(packageDoc(booking.packageId)),
    db.doc(AVAILABILITY_SETTINGS_DOC),
    db.doc(locationDoc(booking.locationId)),
  );
  const settings = availabilitySettingsOf(settingsSnap);
  const closures = locationSnap?.exists
    ? locationDocumentSchema.parse(locationSnap.data()).closures
    : [];
  return {
    kitCount: packageSnap?.exists ? packageDocumentSchema.parse(packageSnap.data()).kitCount : 0,
    blackouts: [...settings.blackouts, ...closures],
    availability: settings,
  };
}
