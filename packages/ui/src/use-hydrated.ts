import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (the server's snapshot), true from the render right
 * after, and at once for what renders in the browser only. Before that, the HTML is on screen but
 * none of its handlers run: a button that needs them must not look ready.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
