import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import {
  availabilitySettingsDocumentSchema,
  type AvailabilitySettings,
} from '@camping/domain/firestore/documents';

/** `settings/availability` as read, or the booking rules' defaults until staff save it. */
export function availabilitySettingsOf(snap: DocumentSnapshot | undefined): AvailabilitySettings {
  return snap?.exists
    ? availabilitySettingsDocumentSchema.parse(snap.data())
    : {
        minNoticeDays: BOOKING_RULES.minNoticeDays,
        horizonDays: BOOKING_RULES.horizonDays,
        blackouts: [],
      };
}
