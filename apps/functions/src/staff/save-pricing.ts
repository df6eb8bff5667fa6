import { PRICING_SETTINGS_DOC } from '@camping/domain/firestore/paths';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from './audit.ts';

/**
 * Callable (staff): replaces `settings/pricing` (delivery fees, peak periods, cancellation tiers).
 * New quotes use it at once; bookings already made keep the price they were quoted.
 */
export const staffSavePricing = defineCallable(
  'staffSavePricing',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (pricing, call) => {
    await replaceAudited(call, 'staffSavePricing', PRICING_SETTINGS_DOC, async () => pricing);
    return { saved: true };
  },
);
