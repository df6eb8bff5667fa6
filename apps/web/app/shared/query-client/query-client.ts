import { QueryClient, type QueryCache } from '@tanstack/react-query';

/** Query defaults of spec section 9. */
const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retry: false,
  staleTimeMs: 60_000,
  gcTimeMs: 5 * 60_000,
  mutationRetry: 0,
  maxRetryDelayMs: 30_000,
} as const;

export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        retry: QUERY_DEFAULTS.retry,
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.maxRetryDelayMs),
      },
      mutations: { retry: QUERY_DEFAULTS.mutationRetry },
    },
  });
}
