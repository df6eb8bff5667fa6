import type { CallableRequest, CallableResponse } from '@camping/domain/callables';

/**
 * Sends the review of a completed stay (`submitReview`); it waits for staff to publish it. Firebase
 * and the contract's schemas load with the call; the answer is checked against its schema.
 */
export async function submitReview(
  request: CallableRequest<'submitReview'>,
): Promise<CallableResponse<'submitReview'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.submitReview.response.parse(await callFunction('submitReview', request));
}
