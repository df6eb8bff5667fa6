import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingButton } from './loading-button.tsx';

afterEach(cleanup);

describe('LoadingButton', () => {
  it('works as a normal button when not loading', async () => {
    const onClick = vi.fn();
    render(
      <LoadingButton type="button" loading={false} loadingLabel="Sending…" onClick={onClick}>
        Send
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disables itself and shows the loading label while loading', async () => {
    const onClick = vi.fn();
    render(
      <LoadingButton type="button" loading loadingLabel="Sending…" onClick={onClick}>
        Send
      </LoadingButton>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
