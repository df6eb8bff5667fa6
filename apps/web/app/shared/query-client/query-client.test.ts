import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('applies the defaults of spec section 9', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      retry: false,
      staleTime: 60_000,
      gcTime: 300_000,
    });
    expect(mutations).toMatchObject({ retry: 0 });
    const delay = queries?.retryDelay as (attempt: number) => number;
    expect(delay(1)).toBe(2000);
    expect(delay(10)).toBe(30_000);
  });
});
