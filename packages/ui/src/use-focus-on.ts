import { useLayoutEffect, type RefObject } from 'react';

/**
 * Moves focus to `target` when the component mounts and whenever `key` changes (a message that
 * shows, a new request), so a screen reader reads out what just appeared; `key` null leaves focus
 * be. It runs in a layout effect, in the commit that draws the element: a passive effect runs after
 * that commit, and anything reading the page in between (a screen reader, a test) would find the
 * element shown without focus.
 */
export function useFocusOn(target: RefObject<HTMLElement | null>, key?: unknown): void {
  useLayoutEffect(() => {
    if (key !== null) target.current?.focus();
  }, [target, key]);
}
