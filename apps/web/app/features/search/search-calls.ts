import type { CallableRequest } from '@camping/domain/callables';

/** Every campground and package free for a stay, or the nearest free dates (`searchStays`). */
export async function searchStays(request: CallableRequest<'searchStays'>) {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.searchStays.response.parse(await callFunction('searchStays', request));
}
