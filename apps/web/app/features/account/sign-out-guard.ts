// A reload or a forced token refresh of the signed-in user ends by making that user current again if
// it still was when the answer came (the SDK checks before it queues the change): a sign-out queued
// meanwhile but not yet applied is then undone, and someone who pressed "Log out" as a page opened
// stays signed in. So a sign-out waits for the refreshes in flight, and none starts during one.
const refreshesInFlight = new Set<Promise<unknown>>();
let signingOut = false;

/**
 * Refreshes the signed-in user (a reload, a forced token refresh), unless there is none or a
 * sign-out is under way: then answers null.
 */
export function refreshUnlessSigningOut<User, T>(
  user: User | null,
  refresh: (user: User) => Promise<T>,
): Promise<T> | null {
  if (!user || signingOut) return null;
  const refreshing = refresh(user);
  const settled = refreshing.catch(() => {});
  refreshesInFlight.add(settled);
  void settled.finally(() => refreshesInFlight.delete(settled));
  return refreshing;
}

/** Signs out once the refreshes in flight have ended. */
export async function signOutAfterRefreshes(signOut: () => Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await Promise.all(refreshesInFlight);
    await signOut();
  } finally {
    signingOut = false;
  }
}
