import { describe, expect, it, vi } from 'vitest';
import { refreshUnlessSigningOut, signOutAfterRefreshes } from './sign-out-guard.ts';

const user = { uid: 'u1' };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signOutAfterRefreshes', () => {
  it('signs out only after the refreshes in flight, failed ones too, and lets none start meanwhile', async () => {
    let answerReload = () => {};
    let failTokenRefresh = (_error: Error) => {};
    const reload = refreshUnlessSigningOut(
      user,
      () => new Promise<void>((resolve) => (answerReload = resolve)),
    );
    const tokenRefresh = refreshUnlessSigningOut(
      user,
      () => new Promise<void>((_resolve, reject) => (failTokenRefresh = reject)),
    );
    const signOut = vi.fn(async () => {});

    const signedOut = signOutAfterRefreshes(signOut);
    const lateRefresh = vi.fn(async () => {});
    expect(refreshUnlessSigningOut(user, lateRefresh)).toBeNull();
    answerReload();
    await tick();
    expect(signOut).not.toHaveBeenCalled();

    failTokenRefresh(new Error('auth/network-request-failed'));
    await expect(tokenRefresh).rejects.toThrow('auth/network-request-failed');
    await Promise.all([reload, signedOut]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(lateRefresh).not.toHaveBeenCalled();

    // Once signed out, refreshes start again (for the next person to sign in), with someone to refresh.
    expect(refreshUnlessSigningOut(null, lateRefresh)).toBeNull();
    expect(refreshUnlessSigningOut(user, lateRefresh)).not.toBeNull();
    expect(lateRefresh).toHaveBeenCalledWith(user);
  });
});
