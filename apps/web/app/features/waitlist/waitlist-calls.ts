import type { CallableRequest } from '@camping/domain/callables';

/** Asks to be told when a taken stay frees up (`joinWaitlist`): the same request if asked before. */
export async function joinWaitlist(request: CallableRequest<'joinWaitlist'>) {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.joinWaitlist.response.parse(await callFunction('joinWaitlist', request));
}

/** Stops waiting for a stay (`leaveWaitlist`): one of the customer's own requests. */
export async function leaveWaitlist(request: CallableRequest<'leaveWaitlist'>) {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.leaveWaitlist.response.parse(await callFunction('leaveWaitlist', request));
}
