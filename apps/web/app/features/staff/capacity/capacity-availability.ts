import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import type { StaffAvailability } from '@camping/domain/staff/staff-requests';

/**
 * The whole `settings/availability` document staffSaveAvailability takes, from the one stored: fields
 * it does not have yet are the booking rules the engine applies meanwhile.
 */
export function fullAvailability(settings: AvailabilitySettings): StaffAvailability {
  return {
    minNoticeDays: settings.minNoticeDays,
    horizonDays: settings.horizonDays,
    minStayNights: settings.minStayNights ?? BOOKING_RULES.minStayNights,
    crewSetUpsPerDay: settings.crewSetUpsPerDay ?? BOOKING_RULES.crewSetUpsPerDay,
    crewPackDownsPerDay: settings.crewPackDownsPerDay ?? BOOKING_RULES.crewPackDownsPerDay,
    blackouts: settings.blackouts,
  };
}
