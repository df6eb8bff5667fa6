// The name typed on the sign-up form, kept in this tab (across a reload) until the new account's
// profile holds it. The account exists, signed in, a moment before its profile is written: whoever
// writes the profile first (the sign-up page, or the auth state making sure every account has one,
// after a reload too) gives it this name rather than a stand-in.
const KEY = 'camping:sign-up-name';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser: a profile written after a reload is named from the address.
    return null;
  }
}

export const signUpName = {
  remember(email: string, displayName: string) {
    storage()?.setItem(KEY, JSON.stringify({ email, displayName }));
  },
  /** The name typed for the account with this address, if it was typed in this tab. */
  of(email: string): string | null {
    try {
      const typed = JSON.parse(storage()?.getItem(KEY) ?? 'null') as {
        email?: unknown;
        displayName?: unknown;
      } | null;
      return typed?.email === email && typeof typed.displayName === 'string'
        ? typed.displayName
        : null;
    } catch {
      return null;
    }
  },
  forget() {
    storage()?.removeItem(KEY);
  },
};
