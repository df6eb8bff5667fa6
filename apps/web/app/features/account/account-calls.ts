import type { CallableResponse } from '@camping/domain/callables';

/**
 * Deletes the signed-in person's account (`deleteMyAccount`, the contract in
 * packages/domain/src/callables.ts): refused while a stay is still to come, or when the login is not
 * recent enough (useRecentLogin asks for it). Firebase and zod load with the call; the answer is
 * checked against its schema.
 */
export async function deleteMyAccount(): Promise<CallableResponse<'deleteMyAccount'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.deleteMyAccount.response.parse(
    await callFunction('deleteMyAccount', { confirm: true }),
  );
}
