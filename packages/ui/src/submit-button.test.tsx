import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

afterEach(cleanup);

function renderForm(submitting: boolean) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  render(
    <form method="post" onSubmit={onSubmit}>
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

describe('SubmitButton in a pre-rendered page', () => {
  it('is disabled, saying why, until the page has hydrated, so the browser cannot submit the form', async () => {
    const form = (
      <form method="post">
        <input name="name" aria-label="Your name" />
        <SubmitButton submitting={false} submittingLabel="Sending…">
          Send message
        </SubmitButton>
      </form>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(form);
    document.body.append(page);
    const button = page.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Loading the form…');

    await act(async () => {
      hydrateRoot(page, form);
    });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Send message');
    page.remove();
  });
});
