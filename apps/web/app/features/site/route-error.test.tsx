import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { reportClientError } from './report-client-error.ts';
import { RouteErrorPage } from './route-error.tsx';

vi.mock('./report-client-error.ts', () => ({ reportClientError: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

function renderAt(path: string, error: unknown) {
  renderWithProviders(<RouteErrorPage error={error} />, { path: path });
}

describe('RouteErrorPage', () => {
  it('apologises, offers a retry and a way home, and reports the error', async () => {
    const error = new Error('Boom');
    renderAt('/faq', error);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(reportClientError).toHaveBeenCalledExactlyOnceWith(error, '/faq'));
    expect(document.title).toBe('Something went wrong');
  });

  it('reloads the page to try again', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      renderAt('/faq', new Error('Boom'));
      screen.getByRole('button', { name: 'Try again' }).click();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
