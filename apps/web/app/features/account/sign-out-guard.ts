// A reload or a forced token refresh of the signed-in user ends by making that user current again if
// it still was when the answer came (the SDK checks, then queues the change): a sign-out queued
// meanwhile but not yet applied is then undone, and someone who pressed "Log out" as a page opened
// stays signed in. Waiting for the refreshes in flight before signing out made "Log out" wait as
// long as the identity service took to answer: up to the SDK's 30 s on a slow network. So a
// sign-out happens at once; once the refreshes in flight have ended, the user is signed out again if
// one brought them back, and until then that user is not shown as signed in, nor refreshed again.
const refreshesInFlight = new Set<Promise<unknown>>();
let leaving: unknown = null;

/**
 * Refreshes the signed-in user (a reload, a forced token refresh), unless there is none or they
 * are being signed out: then answers null.
 */
export function refreshUnlessSigningOut<User, T>(
  user: User | null,
  refresh: (user: User) => Promise<T>,
): Promise<T> | null {
  if (!user || isSigningOut(user)) return null;
  const refreshing = refresh(user);
  const settled = refreshing.catch(() => {});
  refreshesInFlight.add(settled);
  void settled.finally(() => refreshesInFlight.delete(settled));
  return refreshing;
}

/** Whether `user` is being signed out: a refresh answered late may make them current for a moment. */
export function isSigningOut(user: unknown): boolean {
  return user !== null && user === leaving;
}

/**
 * Signs the current user out at once, and again once the refreshes then in flight have ended, if
 * one of them made that user current again. Resolves when the first sign-out is done.
 */
export async function signOutAtOnce<Auth extends { currentUser: unknown }>(
  auth: Auth,
  signOut: (auth: Auth) => Promise<void>,
): Promise<void> {
  const user = auth.currentUser;
  const inFlight = [...refreshesInFlight];
  leaving = user;
  const done = () => {
    if (leaving === user) leaving = null;
  };
  try {
    await signOut(auth);
  } catch (error) {
    done();
    throw error;
  }
  if (inFlight.length === 0 || !user) return done();
  void Promise.all(inFlight)
    .then(async () => {
      if (auth.currentUser === user) await signOut(auth);
    })
    // Signing out only clears this browser's storage: failing that, there is nothing left to try.
    .catch(() => {})
    .finally(done);
}
