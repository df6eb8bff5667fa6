import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { crewDayDocumentSchema } from '@camping/domain/firestore/documents';
import { AVAILABILITY_SETTINGS_DOC, COLLECTIONS } from '@camping/domain/firestore/paths';
import { capacityShortfall } from '@camping/domain/staff/capacity-change';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from './audit.ts';

/**
 * Callable (staff): replaces `settings/availability` (notice, horizon, minimum stay, crew per day,
 * blackouts). Fewer set-ups or pack-downs a day than bookings already hold on a day from today on
 * is refused with a sentence naming the days. Blackouts over booked nights are allowed: they stop
 * new bookings, and the ones already made stand.
 */
export const staffSaveAvailability = defineCallable(
  'staffSaveAvailability',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (settings, call) => {
    await replaceAudited(call, 'staffSaveAvailability', AVAILABILITY_SETTINGS_DOC, async () => {
      const today = todayInSydney();
      const booked = await db.collection(COLLECTIONS.crewDays).where('date', '>=', today).get();
      const days = booked.docs.map((doc) => crewDayDocumentSchema.parse(doc.data()));
      const shortfalls = [
        capacityShortfall(
          'setUps',
          days.map((day) => ({ date: day.date, inUse: day.setUps })),
          settings.crewSetUpsPerDay,
          today,
        ),
        capacityShortfall(
          'packDowns',
          days.map((day) => ({ date: day.date, inUse: day.packDowns })),
          settings.crewPackDownsPerDay,
          today,
        ),
      ].filter((shortfall) => shortfall !== null);
      if (shortfalls.length > 0) {
        throw new HttpsError(
          'failed-precondition',
          shortfalls.map((shortfall) => shortfall.message).join(' '),
          { reason: 'capacity', dates: [...new Set(shortfalls.flatMap((s) => s.dates))].sort() },
        );
      }
      return settings;
    });
    return { saved: true };
  },
);
