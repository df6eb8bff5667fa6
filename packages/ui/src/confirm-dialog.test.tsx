import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

afterEach(cleanup);

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Cancel this booking?"
      confirmLabel="Cancel booking"
      busyLabel="Cancelling…"
      backLabel="Keep booking"
      busy={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      <label>
        Reason
        <input name="reason" defaultValue="Rain" />
      </label>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('opens named by its question, and hands over what its fields hold', async () => {
    const { onConfirm } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect((onConfirm.mock.calls[0]![0] as FormData).get('reason')).toBe('Rain');
  });

  it('goes back with its button or Escape', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while the action runs, and says why it failed', async () => {
    const { onClose } = renderDialog({ busy: true, error: 'The booking changed.' });
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The booking changed.');
  });

  it('starts on its first field, or on the way back: never on the action', () => {
    renderDialog();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    cleanup();
    render(
      <ConfirmDialog
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        busyLabel="Cancelling…"
        backLabel="Keep booking"
        tone="danger"
        busy={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      >
        <p>You paid $578.00.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
  });

  it('gives focus back to the button that opened it when it goes, by the way back or done', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Cancel booking…
          </button>
          {open && (
            <ConfirmDialog
              title="Cancel this booking?"
              confirmLabel="Cancel booking"
              busyLabel="Cancelling…"
              backLabel="Keep booking"
              busy={false}
              onConfirm={() => setOpen(false)}
              onClose={() => setOpen(false)}
            >
              <p>You paid $578.00.</p>
            </ConfirmDialog>
          )}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Cancel booking…' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
