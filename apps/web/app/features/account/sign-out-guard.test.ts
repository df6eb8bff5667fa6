import { describe, expect, it, vi } from 'vitest';
import { isSigningOut, refreshUnlessSigningOut, signOutAtOnce } from './sign-out-guard.ts';

interface FakeUser {
  uid: string;
}

/**
 * The SDK as the guard knows it: a current user, a sign-out that clears it, and refreshes that
 * answer when the test says. Like the SDK's, a refresh answered while its user is still current
 * makes that user current again once the change queued before it (the sign-out) is done, and ends
 * only then.
 */
function fakeAuth(signedIn: FakeUser) {
  let current: FakeUser | null = signedIn;
  let queue: Promise<void> = Promise.resolve();
  const answers: ((failure?: Error) => void)[] = [];
  const signOut = vi.fn(() => {
    queue = queue.then(() => {
      current = null;
    });
    return queue;
  });
  const refresh = (user: FakeUser) =>
    new Promise<void>((resolve, reject) => {
      answers.push((failure) => {
        if (failure) return reject(failure);
        if (current !== user) return resolve();
        queue = queue.then(() => {
          current = user;
        });
        void queue.then(resolve);
      });
    });
  return {
    get currentUser() {
      return current;
    },
    signIn(user: FakeUser) {
      current = user;
    },
    signOut,
    refresh,
    answer: (failure?: Error) => answers.shift()!(failure),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signOutAtOnce', () => {
  it('signs out at once while a refresh waits for its answer, and again when it brings the user back', async () => {
    const sam = { uid: 'sam' };
    const auth = fakeAuth(sam);
    const reload = refreshUnlessSigningOut(sam, auth.refresh);

    // The refresh is answered after the sign-out was asked for, before it was applied.
    const signedOut = signOutAtOnce(auth, auth.signOut);
    auth.answer();
    await signedOut;
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await reload;
    // Brought back for a moment: not shown as signed in, not refreshed again.
    expect(auth.currentUser).toBe(sam);
    expect(isSigningOut(sam)).toBe(true);
    const lateRefresh = vi.fn(async () => {});
    expect(refreshUnlessSigningOut(sam, lateRefresh)).toBeNull();

    await settle();
    expect(auth.signOut).toHaveBeenCalledTimes(2);
    expect(auth.currentUser).toBeNull();
    expect(isSigningOut(sam)).toBe(false);
    expect(lateRefresh).not.toHaveBeenCalled();
  });

  it('does not wait for the answer of a refresh, and is not undone by it', async () => {
    const sam = { uid: 'sam' };
    const auth = fakeAuth(sam);
    const reload = refreshUnlessSigningOut(sam, auth.refresh);

    await signOutAtOnce(auth, auth.signOut);
    expect(auth.currentUser).toBeNull();

    auth.answer();
    await reload;
    await settle();
    expect(auth.currentUser).toBeNull();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(isSigningOut(sam)).toBe(false);
  });

  it('leaves signed in whoever signed in before a late refresh ended, and refreshes them', async () => {
    const sam = { uid: 'sam' };
    const auth = fakeAuth(sam);
    const reload = refreshUnlessSigningOut(sam, auth.refresh);
    await signOutAtOnce(auth, auth.signOut);

    const robin = { uid: 'robin' };
    auth.signIn(robin);
    expect(isSigningOut(robin)).toBe(false);
    const robinsRefresh = vi.fn(async () => {});
    expect(refreshUnlessSigningOut(robin, robinsRefresh)).not.toBeNull();
    expect(robinsRefresh).toHaveBeenCalledWith(robin);

    auth.answer(new Error('auth/network-request-failed'));
    await expect(reload).rejects.toThrow('auth/network-request-failed');
    await settle();
    expect(auth.currentUser).toBe(robin);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(isSigningOut(sam)).toBe(false);
  });

  it('signs out once when no refresh is in flight', async () => {
    const sam = { uid: 'sam' };
    const auth = fakeAuth(sam);
    await signOutAtOnce(auth, auth.signOut);
    await settle();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(isSigningOut(sam)).toBe(false);
    expect(refreshUnlessSigningOut(null, auth.refresh)).toBeNull();
  });
});
