import { describe, expect, it, vi } from 'vitest';
import { popupOrRedirect } from './popup-or-redirect.ts';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('popupOrRedirect', () => {
  it('returns what the popup signed in', async () => {
    const redirect = vi.fn(async () => {});
    const result = await popupOrRedirect({
      popup: async () => 'casey',
      redirect,
      onPopupBlocked: vi.fn(),
    });
    expect(result).toBe('casey');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('falls back to a redirect, after saying so, when the popup is blocked', async () => {
    const calls: string[] = [];
    const result = await popupOrRedirect({
      popup: async () => {
        throw failure('auth/popup-blocked');
      },
      redirect: async () => {
        calls.push('redirect');
      },
      onPopupBlocked: () => calls.push('told'),
    });
    expect(result).toBe('redirecting');
    expect(calls).toEqual(['told', 'redirect']);
  });

  it('passes every other failure on, without redirecting', async () => {
    const redirect = vi.fn(async () => {});
    await expect(
      popupOrRedirect({
        popup: async () => {
          throw failure('auth/popup-closed-by-user');
        },
        redirect,
        onPopupBlocked: vi.fn(),
      }),
    ).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    expect(redirect).not.toHaveBeenCalled();
  });
});
