import type { CallableRequest, CallableResponse } from '@camping/domain/callables';

/** Sends a gift voucher's e-mail to its recipient again (`staffResendVoucher`, audited). */
export async function resendVoucher(
  request: CallableRequest<'staffResendVoucher'>,
): Promise<CallableResponse<'staffResendVoucher'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.staffResendVoucher.response.parse(
    await callFunction('staffResendVoucher', request),
  );
}

/** Voids a gift voucher and refunds its buyer what was left (`staffVoidVoucher`, audited). */
export async function voidVoucher(
  request: CallableRequest<'staffVoidVoucher'>,
): Promise<CallableResponse<'staffVoidVoucher'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.staffVoidVoucher.response.parse(await callFunction('staffVoidVoucher', request));
}
