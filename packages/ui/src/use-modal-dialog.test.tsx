import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalDialog } from './use-modal-dialog.ts';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} aria-label="Delete your account?">
      <input aria-label="Type DELETE to confirm" autoFocus />
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </dialog>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete account…
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('opens the dialog as a modal, and when it goes gives focus back to what opened it, even after a field inside took focus', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete account…' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);
    expect(screen.getByRole('textbox')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
