import { HttpsError } from 'firebase-functions/v2/https';
import { promoCodeDoc } from '@camping/domain/firestore/paths';
import type { PromoCodeDocument } from '@camping/domain/offers/promo-code';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from '../staff/audit.ts';

/**
 * Callable (staff): creates (`isNew`) a promo code or replaces one's settings, audited in the same
 * update. A code is never renamed: its id is the code customers type and its uses are counted under
 * it. A new code that is taken is refused (`failed-precondition`, a sentence for staff to read), as
 * is changing one that does not exist (`not-found`). The uses counted so far stay as they are.
 */
export const staffSavePromoCode = defineCallable(
  'staffSavePromoCode',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ isNew, promo }, call) => {
    const action = `staffSavePromoCode.${isNew ? 'create' : 'replace'}`;
    await replaceAudited(call, action, promoCodeDoc(promo.code), async (current) => {
      if (isNew && current.exists) {
        throw new HttpsError(
          'failed-precondition',
          `There is already a promo code ${promo.code}. Choose another code, or edit that one.`,
        );
      }
      if (!isNew && !current.exists) {
        throw new HttpsError('not-found', `There is no promo code ${promo.code}.`);
      }
      const now = new Date().toISOString();
      const saved: PromoCodeDocument = {
        ...promo,
        usedCount: (current.get('usedCount') as number | undefined) ?? 0,
        createdAt: (current.get('createdAt') as string | undefined) ?? now,
        updatedAt: now,
      };
      return saved;
    });
    return { saved: true };
  },
);
