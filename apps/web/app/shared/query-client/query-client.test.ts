import { focusManager, MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

// What the defaults of spec section 9 do to reads and writes, on the clock: no refetch on focus, no
// retry, fresh for 60 s, kept 5 min; mutations not retried; a query that opts into retries backs off
// to at most 30 s.

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

const failing = () => vi.fn(() => Promise.reject(new Error('offline')));

describe('createQueryClient', () => {
  it('serves a read from the cache for 60 s, then reads again', async () => {
    const client = createQueryClient();
    const read = vi.fn(() => Promise.resolve('data'));
    await client.fetchQuery({ queryKey: ['fresh'], queryFn: read });
    await vi.advanceTimersByTimeAsync(59_000);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps data nobody shows for 5 minutes', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['kept'], queryFn: () => Promise.resolve('data') });
    await vi.advanceTimersByTimeAsync(299_000);
    expect(client.getQueryData(['kept'])).toBe('data');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });

  it('does not read again when the window gets focus back', async () => {
    const client = createQueryClient();
    // What QueryClientProvider does: listen for focus and the network.
    client.mount();
    const read = vi.fn(() => Promise.resolve('data'));
    const unsubscribe = new QueryObserver(client, { queryKey: ['focus'], queryFn: read }).subscribe(
      () => {},
    );
    await vi.advanceTimersByTimeAsync(61_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(1);
    unsubscribe();
    client.unmount();
  });

  it('tries a failed read once', async () => {
    const read = failing();
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['once'], queryFn: read }),
    ).rejects.toThrow('offline');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('tries a failed write once', async () => {
    const write = failing();
    await expect(
      new MutationObserver(createQueryClient(), { mutationFn: write }).mutate(),
    ).rejects.toThrow('offline');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('backs off a read that asks for retries, doubling from 1 s up to 30 s', async () => {
    const read = failing();
    const fetched = createQueryClient()
      .fetchQuery({ queryKey: ['retries'], queryFn: read, retry: 6 })
      .catch(() => 'gave up');
    // Tries at 0, 1, 3, 7, 15 and 31 s, then 30 s later (not 32 s).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(7);
    expect(await fetched).toBe('gave up');
  });
});
