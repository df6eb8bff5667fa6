import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, Toaster } from './toaster.tsx';

// The toaster loads sonner on demand; load it up front so fake time is not spent on module loading.
beforeAll(() => import('./sonner-toaster.tsx'));

// sonner keeps its toasts in a module-level store: start every test from an empty one.
beforeEach(async () => {
  vi.useFakeTimers();
  (await import('sonner')).toast.dismiss();
  render(<Toaster />);
});

afterEach(async () => {
  await advance(1_000);
  cleanup();
  vi.useRealTimers();
});

/** Moves the clock on and lets the lazily loaded toaster and React settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function show(message: Parameters<typeof showToast>[0]) {
  act(() => showToast(message));
  // sonner adds a toast from a timer its container schedules once mounted: a few ticks at most.
  for (let tick = 0; tick < 10 && !screen.queryByText(message.summary); tick += 1) await advance(1);
  return screen.getByText(message.summary).closest('li') as HTMLElement;
}

describe('showToast', () => {
  it('shows the summary and detail and is gone after 3000 ms by default', async () => {
    const toast = await show({
      severity: 'success',
      summary: 'Message sent',
      detail: 'We reply within a day.',
    });
    expect(within(toast).getByText('We reply within a day.')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-type', 'success');
    await advance(2_900);
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('keeps a toast for its own life', async () => {
    await show({ severity: 'info', summary: 'Saved', life: 6_000 });
    await advance(5_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await advance(1_500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('never dismisses a sticky toast by itself, but it can be closed', async () => {
    const toast = await show({ severity: 'error', summary: 'Payment failed', sticky: true });
    expect(toast).toHaveAttribute('data-type', 'error');
    await advance(60_000);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    fireEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await advance(1_000);
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it('has a close button only when closable', async () => {
    const toast = await show({ severity: 'warn', summary: 'Dates changed', closable: false });
    expect(toast).toHaveAttribute('data-type', 'warning');
    expect(
      within(toast).queryByRole('button', { name: 'Close notification' }),
    ).not.toBeInTheDocument();
  });

  it('pauses dismissal while the pointer is over the toasts', async () => {
    const toast = await show({ severity: 'info', summary: 'Hover me' });
    fireEvent.mouseEnter(toast.closest('ol') as HTMLElement);
    await advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(toast.closest('ol') as HTMLElement);
    await advance(3_500);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('stacks above every other layer and is at most 25rem wide', async () => {
    const toast = await show({ severity: 'info', summary: 'Layered' });
    const toaster = toast.closest('ol') as HTMLElement;
    expect(toaster.style.zIndex).toBe('1200');
    expect(toaster.style.getPropertyValue('--width')).toBe('25rem');
    expect(toast.style.maxWidth).toBe('25rem');
  });
});
