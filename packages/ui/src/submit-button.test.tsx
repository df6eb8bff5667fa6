import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

afterEach(cleanup);

function renderForm(submitting: boolean) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton submitting={submitting} submittingLabel="Sending…">
        Send message
      </SubmitButton>
    </form>,
  );
  return onSubmit;
}

describe('SubmitButton', () => {
  it('submits its form', async () => {
    const onSubmit = renderForm(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('says what is happening and cannot submit again while the form submits', async () => {
    const onSubmit = renderForm(true);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
