import { infiniteQueryOptions } from '@tanstack/react-query';
import type { NewestFirstPage, PageCursor } from './newest-first-pages.ts';

/** A list read page by page, newest first: each page's cursor asks for the next. */
export function newestFirstQuery<Item>(
  queryKey: readonly string[],
  fetchPage: (cursor: PageCursor | null) => Promise<NewestFirstPage<Item>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page) => page.next,
  });
}
