import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './query-error.tsx';

export interface QueryPendingProps {
  /** The queries whose data the content waits for. */
  queries: readonly UseQueryResult<unknown>[];
  /** The loading status, e.g. 'Loading packages…'. */
  loading: string;
  /** What the alert says when a query failed; its retry reads the failed ones again. */
  error: string;
}

/**
 * What stands in for content until its queries have data: a page reached in the browser may find the
 * cache without them, unlike a pre-rendered one. A loading status, or the failure with a retry.
 */
export function QueryPending({ queries, loading, error }: QueryPendingProps) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return <p role="status">{loading}</p>;
  return (
    <QueryError
      message={error}
      onRetry={() => {
        for (const query of failed) void query.refetch();
      }}
      retrying={failed.some((query) => query.isFetching)}
    />
  );
}
