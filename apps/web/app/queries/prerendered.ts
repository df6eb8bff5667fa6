/**
 * Query options that start from what a route's loader read when the page was pre-rendered. That data is
 * as old as the build, so it counts as stale: the query replaces it with Firestore's as soon as the page
 * has hydrated, while visitors (and crawlers) already see the full page.
 */
export function fromPrerender<Data>(initialData: Data) {
  return { initialData, initialDataUpdatedAt: 0 };
}
