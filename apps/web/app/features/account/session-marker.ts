// Remembers, across reloads and tabs, that this browser had a signed-in session which the person did
// not end themselves. When the identity service ends it instead (a disabled account, a revoked
// session), the SDK signs out silently; the marker is how the app knows to say why.
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
};
