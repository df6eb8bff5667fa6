import { doc, getDoc } from 'firebase/firestore/lite';
import {
  availabilitySettingsDocumentSchema,
  type AvailabilitySettings,
} from '@camping/domain/firestore/documents';
import { AVAILABILITY_SETTINGS_DOC } from '@camping/domain/firestore/paths';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// Loaded only through dynamic import(), like the rest of Firebase. firestore.rules publishes this
// document: the checkout's calendar follows the same notice, horizon and minimum stay as the server.

export async function fetchAvailabilitySettings(): Promise<AvailabilitySettings> {
  const snapshot = await getDoc(doc(firestoreLite(), AVAILABILITY_SETTINGS_DOC));
  if (!snapshot.exists()) {
    throw new Error(`The availability settings (${AVAILABILITY_SETTINGS_DOC}) are missing.`);
  }
  return availabilitySettingsDocumentSchema.parse(snapshot.data());
}
