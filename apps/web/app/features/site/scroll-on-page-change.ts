import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a link to a part of a page waits for that part to appear (its code or data loading). */
const TARGET_WAIT_MS = 10_000;

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape (`#%E0`) names no element.
    return null;
  }
}

/**
 * Scrolls to the element a hash names, as soon as it is on the page: a page shown in the app may
 * render it only once its code or data has arrived. Returns a function that stops waiting.
 */
function scrollToHashTarget(hash: string): () => void {
  const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior: 'instant' });
  const target = elementOfHash(hash);
  if (target) {
    scrollTo(target);
    return () => {};
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const observer = new MutationObserver(() => {
    const appeared = elementOfHash(hash);
    if (!appeared) return;
    stop();
    scrollTo(appeared);
  });
  const timeout = window.setTimeout(() => stop(), TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timeout);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Every page change in the app starts at the top of the new page, at once (spec section 2), or at the
 * part a link's hash names (`/pricing#add-ons-heading`). The page the app starts on is left to the
 * browser: it keeps where a visitor scrolled before the app was ready, goes to the hash of the address,
 * and restores the position on reload and on back or forward to a page loaded in full.
 */
export function useScrollOnPageChange(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.hash === hash) return;
    shown.current = { pathname, hash };
    if (hash) return scrollToHashTarget(hash);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
