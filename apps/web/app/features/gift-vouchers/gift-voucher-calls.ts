import type { CallableRequest } from '@camping/domain/callables';

/** Orders a gift voucher (`buyGiftVoucher`): the order and where to pay for it. */
export async function buyGiftVoucher(request: CallableRequest<'buyGiftVoucher'>) {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.buyGiftVoucher.response.parse(await callFunction('buyGiftVoucher', request));
}
