import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { locationDocumentSchema, type LocationDocument } from '@camping/domain/firestore/documents';

/**
 * A campground that takes new bookings, from its snapshot. One staff have archived is answered like
 * one that never existed (`not-found`): it has left the public site and checkout. Bookings already
 * made there read their campground without this, and keep working.
 */
export function bookableLocation(
  snap: DocumentSnapshot | undefined,
  locationId: string,
): LocationDocument & { id: string } {
  const location = snap?.exists ? locationDocumentSchema.parse(snap.data()) : null;
  if (!location || location.archived) {
    throw new HttpsError('not-found', `There is no campground with the id "${locationId}".`);
  }
  return { id: locationId, ...location };
}
