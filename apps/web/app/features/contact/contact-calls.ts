import type { CallableRequest, CallableResponse } from '@camping/domain/callables';

/**
 * Sends a contact message (`submitContactMessage`, the contract in packages/domain/src/callables.ts):
 * stored for our team, a copy e-mailed to the sender. Firebase and zod load with the call, after the
 * page's first load; the answer is checked against its schema.
 */
export async function submitContactMessage(
  message: CallableRequest<'submitContactMessage'>,
): Promise<CallableResponse<'submitContactMessage'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.submitContactMessage.response.parse(
    await callFunction('submitContactMessage', message),
  );
}
