import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { QueryPending } from './query-pending.tsx';

function query(state: { isError: boolean; isFetching: boolean }) {
  return { ...state, refetch: vi.fn() } as unknown as UseQueryResult<unknown> & {
    refetch: ReturnType<typeof vi.fn>;
  };
}

const messages = { loading: 'Loading prices…', error: 'We could not load our prices.' };

describe('QueryPending', () => {
  it('says the content is loading while no query has failed', () => {
    renderWithProviders(
      <QueryPending queries={[query({ isError: false, isFetching: true })]} {...messages} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a read failed and tries the failed queries again', async () => {
    const failed = query({ isError: true, isFetching: false });
    const loading = query({ isError: false, isFetching: true });
    const { user } = renderWithProviders(
      <QueryPending queries={[loading, failed]} {...messages} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not load our prices.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(loading.refetch).not.toHaveBeenCalled();
  });

  it('shows the retry under way', () => {
    renderWithProviders(
      <QueryPending queries={[query({ isError: true, isFetching: true })]} {...messages} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Trying again…' }).disabled).toBe(
      true,
    );
  });
});
