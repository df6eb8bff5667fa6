import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DIALOG_BACK, type DialogProps } from './dialog.tsx';

afterEach(cleanup);

/** A page with the button that opens the dialog, and what the dialog holds. */
function Page({
  onSubmit,
  busy,
  field = true,
}: Pick<DialogProps, 'onSubmit' | 'busy'> & { field?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete account…
      </button>
      {open && (
        <Dialog
          title="Delete your account?"
          busy={busy}
          onSubmit={
            onSubmit &&
            ((event) => {
              onSubmit(event);
              setOpen(false);
            })
          }
          onClose={() => setOpen(false)}
        >
          {field && (
            <label>
              Type DELETE to confirm
              <input name="confirmation" />
            </label>
          )}
          <button type="submit">Delete my account permanently</button>
          <button {...DIALOG_BACK} type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </Dialog>
      )}
    </main>
  );
}

async function open() {
  const opener = screen.getByRole('button', { name: 'Delete account…' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Delete your account?' }) };
}

describe('Dialog', () => {
  it('is a modal named by its title: the page behind is hidden from screen readers', async () => {
    render(<Page />);
    const { opener } = await open();
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account…' })).toBeNull();
  });

  it('starts on its first field, else on its way back: never on the action', async () => {
    render(<Page />);
    await open();
    expect(screen.getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveFocus();
    cleanup();
    render(<Page field={false} />);
    await open();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('goes with Escape, giving focus back to what opened it', async () => {
    render(<Page />);
    const { opener } = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays while its action runs: Escape waits', async () => {
    render(<Page busy />);
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('in form mode is one posted form, whose submit (Enter in a field) it hands over', async () => {
    const sent: (FormDataEntryValue | null)[] = [];
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sent.push(new FormData(event.currentTarget).get('confirmation'));
    });
    render(<Page onSubmit={onSubmit} />);
    const { dialog, opener } = await open();
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
    await userEvent.type(screen.getByRole('textbox'), 'DELETE{Enter}');
    expect(sent).toEqual(['DELETE']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the page put it once the dialog has gone', async () => {
    function Moving() {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <>
          {!done && (
            <button type="button" onClick={() => setOpen(true)}>
              Cancel booking…
            </button>
          )}
          {done && (
            <p tabIndex={-1} ref={(element) => element?.focus()}>
              Booking cancelled
            </p>
          )}
          {open && (
            <Dialog title="Cancel this booking?" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setDone(true);
                }}
              >
                Cancel booking
              </button>
            </Dialog>
          )}
        </>
      );
    }
    render(<Moving />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('Booking cancelled')).toHaveFocus();
  });
});
