import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { ReauthenticationCancelled } from './recent-login.ts';
import { useRecentLogin } from './use-recent-login.tsx';

// The dialog itself talks to Firebase; here it only needs to answer.
vi.mock('./reauthenticate-dialog.tsx', () => ({
  ReauthenticateDialog: ({
    onConfirmed,
    onCancel,
  }: {
    onConfirmed: () => void;
    onCancel: () => void;
  }) => (
    <div role="dialog" aria-label="Confirm it's you">
      <button type="button" onClick={onConfirmed}>
        Confirm
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  ),
}));

const tooOld = () => Object.assign(new Error('stale'), { code: 'auth/requires-recent-login' });

function Harness({
  change,
  onSettled,
}: {
  change: () => Promise<string>;
  onSettled: (outcome: unknown) => void;
}) {
  const { withRecentLogin, dialog } = useRecentLogin();
  return (
    <>
      <button type="button" onClick={() => withRecentLogin(change).then(onSettled, onSettled)}>
        Change
      </button>
      {dialog}
    </>
  );
}

async function run(change: () => Promise<string>) {
  const onSettled = vi.fn();
  const { user } = renderWithProviders(<Harness change={change} onSettled={onSettled} />);
  await user.click(screen.getByRole('button', { name: 'Change' }));
  return { onSettled, user };
}

describe('useRecentLogin', () => {
  it('makes the change straight away when no recent login is needed', async () => {
    const change = vi.fn(async () => 'changed');
    const { onSettled } = await run(change);
    expect(onSettled).toHaveBeenCalledWith('changed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the person to confirm it is them, then makes the change again', async () => {
    const change = vi.fn().mockRejectedValueOnce(tooOld()).mockResolvedValueOnce('changed');
    const { onSettled, user } = await run(change);
    expect(onSettled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(change).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledWith('changed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes nothing when the person cancels', async () => {
    const change = vi.fn().mockRejectedValue(tooOld());
    const { onSettled, user } = await run(change);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(change).toHaveBeenCalledOnce();
    expect(onSettled.mock.calls[0]?.[0]).toBeInstanceOf(ReauthenticationCancelled);
  });

  it('passes any other failure on without asking', async () => {
    const offline = Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    const { onSettled } = await run(vi.fn().mockRejectedValue(offline));
    expect(onSettled).toHaveBeenCalledWith(offline);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
