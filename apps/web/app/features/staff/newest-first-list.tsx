import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingButton } from '@camping/ui/loading-button';
import { QueryError } from '#app/shared/query-error.tsx';
import type { NewestFirstPage } from './newest-first-pages.ts';

export interface NewestFirstListProps<Item extends { id: string }> {
  list: UseInfiniteQueryResult<InfiniteData<NewestFirstPage<Item>>>;
  /** What the list holds, e.g. "messages": in "Loading messages…", "Show older messages"... */
  what: string;
  renderItem: (item: Item) => ReactNode;
}

/** A list read page by page, newest first (newestFirstQuery), with a button for the older ones. */
export function NewestFirstList<Item extends { id: string }>({
  list,
  what,
  renderItem,
}: NewestFirstListProps<Item>) {
  if (list.isPending) return <p role="status">Loading {what}…</p>;
  if (list.isError) {
    return (
      <QueryError
        message={`We could not load the ${what}.`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p>No {what} yet.</p>;
  return (
    <>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <LoadingButton
          type="button"
          loading={list.isFetchingNextPage}
          loadingLabel="Loading…"
          onClick={() => void list.fetchNextPage()}
        >
          Show older {what}
        </LoadingButton>
      ) : (
        <p className="text-stone-700">No older {what}.</p>
      )}
    </>
  );
}
