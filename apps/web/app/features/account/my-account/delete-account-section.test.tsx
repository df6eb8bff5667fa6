import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, findDialog, renderWithProviders } from '#app/test/render.tsx';
import { useAuth } from '../auth-context.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('../load-auth.ts', () => {
  const auth = { reauthenticateWithPassword: vi.fn().mockResolvedValue(undefined) };
  return { loadAuthModule: () => Promise.resolve(auth) };
});
vi.mock('../auth-context.tsx', () => {
  const auth = {
    status: 'signed-in',
    user: { uid: 'casey', providerIds: ['password'] },
    logout: vi.fn().mockResolvedValue(undefined),
  };
  return { useAuth: () => auth };
});

afterEach(() => {
  vi.mocked(callFunction).mockReset();
  vi.mocked(useAuth().logout).mockClear();
});

const refusal = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, details });

async function confirmDeletion() {
  const { user } = renderWithProviders(<DeleteAccountSection />);
  const opener = screen.getByRole('button', { name: 'Delete account…' });
  await user.click(opener);
  const dialog = await findDialog('Delete your account?');
  await fill(user, screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
  await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
  return { opener, dialog, user };
}

describe('deleting the account', () => {
  it('starts on the field, and Escape gives focus back to the button that opened it', async () => {
    const { user } = renderWithProviders(<DeleteAccountSection />);
    const opener = screen.getByRole('button', { name: 'Delete account…' });
    await user.click(opener);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Type DELETE to confirm')),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('deletes through deleteMyAccount, then logs out to the home page', async () => {
    vi.mocked(callFunction).mockResolvedValue({ deleted: true });
    await confirmDeletion();
    await waitFor(() => expect(useAuth().logout).toHaveBeenCalledWith({ goTo: '/' }));
    expect(callFunction).toHaveBeenCalledWith('deleteMyAccount', { confirm: true });
  });

  it("says the function's refusal without the status the SDK appends, and stays", async () => {
    vi.mocked(callFunction).mockRejectedValue(
      refusal('failed-precondition', 'You have an upcoming booking. Cancel it first. [400]'),
    );
    const { dialog } = await confirmDeletion();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^You have an upcoming booking\. Cancel it first\.$/,
    );
    expect(dialog.isConnected).toBe(true);
    expect(useAuth().logout).not.toHaveBeenCalled();
  });

  it('takes an answer that is not the contract’s for a failure, and stays logged in', async () => {
    vi.mocked(callFunction).mockResolvedValue({ deleted: false } as never);
    await confirmDeletion();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not delete your account. Check your connection and try again.',
    );
    expect(useAuth().logout).not.toHaveBeenCalled();
  });

  it('asks for the password when the login is not recent, in a dialog of its own, then deletes', async () => {
    vi.mocked(callFunction)
      .mockRejectedValueOnce(
        refusal('failed-precondition', 'Log in again first.', { reason: 'requires-recent-login' }),
      )
      .mockResolvedValueOnce({ deleted: true });
    const { user } = await confirmDeletion();
    const reauthenticate = await findDialog('Confirm it’s you');
    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, 'camping-demo-1{Enter}');
    await waitFor(() => expect(useAuth().logout).toHaveBeenCalled());
    expect((await loadAuthModule()).reauthenticateWithPassword).toHaveBeenCalledWith(
      'camping-demo-1',
    );
    expect(reauthenticate.isConnected).toBe(false);
    expect(callFunction).toHaveBeenCalledTimes(2);
  });

  it('says nothing was changed when the person goes back from logging in again', async () => {
    vi.mocked(callFunction).mockRejectedValue(
      refusal('failed-precondition', 'Log in again first.', { reason: 'requires-recent-login' }),
    );
    const { user } = await confirmDeletion();
    // Radix has made it the top layer, the one Escape closes (it renders again to know).
    await findDialog('Confirm it’s you');
    await user.keyboard('{Escape}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing was changed: you did not confirm it was you.',
    );
    // Back in the dialog that asked, where the alert is (its button is busy while it asks).
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
