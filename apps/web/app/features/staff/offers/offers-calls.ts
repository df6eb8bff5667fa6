import type { CallableRequest } from '@camping/domain/callables';

/**
 * Creates a promo code or saves new settings of one (`staffSavePromoCode`); throws the server's
 * refusal as it came. Firebase and zod load with the first call.
 */
export async function savePromoCode(request: CallableRequest<'staffSavePromoCode'>): Promise<void> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  CALLABLES.staffSavePromoCode.response.parse(await callFunction('staffSavePromoCode', request));
}
