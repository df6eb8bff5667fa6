// Remembers, across reloads and tabs, that this browser had a signed-in session which the person did
// not end themselves. When the identity service ends it instead (a disabled account, a revoked
// session), the SDK signs out silently; the marker is how the app knows to say why. Without it there
// is no session to restore, so a first visit need not load the sign-in SDK at all (ADR 0026).
const KEY = 'camping:signed-in';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser: the app works, it just cannot tell a session ended on its own.
    return null;
  }
}

export const sessionMarker = {
  set(uid: string) {
    storage()?.setItem(KEY, uid);
  },
  clear() {
    storage()?.removeItem(KEY);
  },
  isSet(): boolean {
    return Boolean(storage()?.getItem(KEY));
  },
  /** Runs `run` when another tab sets the marker (someone signed in there); returns how to stop. */
  onSetElsewhere(run: () => void): () => void {
    const listener = (event: StorageEvent) => {
      if (event.key === KEY && event.newValue) run();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/**
 * Set while a sign-in with a provider has left this tab by redirect (the browser blocked the popup):
 * the page it comes back to finishes it (auth.ts), and only then, since asking on every page load
 * would fetch Google's iframe helper for nothing.
 */
export const REDIRECT_PENDING_KEY = 'camping:social-redirect-pending';

/**
 * Whether there may be a session to restore: this browser had one (the marker), or a provider's
 * sign-in is coming back by redirect.
 */
export function mayHaveSession(): boolean {
  try {
    return Boolean(localStorage.getItem(KEY) || sessionStorage.getItem(REDIRECT_PENDING_KEY));
  } catch {
    return false;
  }
}
