import { QUERY_DEFAULTS } from '@camping/domain/constants';
import { QueryClient, type QueryCache } from '@tanstack/react-query';

/** Query defaults of spec section 9. */
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
