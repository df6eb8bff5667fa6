import type { CallableRequest, CallableResponse } from '@camping/domain/callables';

/**
 * My choice for a stay a closure reached (`chooseClosureOption`): moved, a credit, or a full
 * refund. Typed as in booking-calls.ts: Firebase and zod load with the call; the answer is checked.
 */
export async function chooseClosureOption(
  request: CallableRequest<'chooseClosureOption'>,
): Promise<CallableResponse<'chooseClosureOption'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.chooseClosureOption.response.parse(
    await callFunction('chooseClosureOption', request),
  );
}
