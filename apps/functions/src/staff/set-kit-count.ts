import { HttpsError } from 'firebase-functions/v2/https';
import { monthOf, todayInSydney } from '@camping/domain/dates/calendar';
import { kitMonthsCollection, packageDoc } from '@camping/domain/firestore/paths';
import { capacityShortfall } from '@camping/domain/staff/capacity-change';
import { kitsInUseIn } from '../availability/kits-in-use.ts';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from './audit.ts';

/**
 * Callable (staff): sets how many kits of a package exist. Fewer than bookings already hold on a
 * night from today on is refused with a sentence naming the nights.
 */
export const staffSetKitCount = defineCallable(
  'staffSetKitCount',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ packageId, kitCount }, call) => {
    await replaceAudited(call, 'staffSetKitCount', packageDoc(packageId), async (current) => {
      if (!current.exists) {
        throw new HttpsError('not-found', `There is no package with the id "${packageId}".`);
      }
      const today = todayInSydney();
      const booked = await db
        .collection(kitMonthsCollection(packageId))
        .where('month', '>=', monthOf(today))
        .get();
      const shortfall = capacityShortfall(
        'kits',
        [...kitsInUseIn(booked.docs)].map(([date, inUse]) => ({ date, inUse })),
        kitCount,
        today,
      );
      if (shortfall) {
        throw new HttpsError('failed-precondition', shortfall.message, {
          reason: 'capacity',
          dates: shortfall.dates,
        });
      }
      return { ...current.data(), kitCount };
    });
    return { saved: true };
  },
);
