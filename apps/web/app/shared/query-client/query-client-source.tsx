import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useContext, type ReactNode } from 'react';

// TanStack Query is loaded with the first part of a page that reads data, not with the app: the home
// page's first load stays small, and its catalogue hydrates a moment later (ADR 0005).

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
let browserClient: Settled<QueryClient> | undefined;

/** The browser's query client, loaded on first use. */
export function loadBrowserQueryClient(): Promise<QueryClient> {
  if (!browserClient) {
    const loading: Settled<QueryClient> = import('./browser-query-client.ts').then(
      ({ browserQueryClient }) => browserQueryClient,
    );
    // React's `use` reads a settled promise's value at once instead of suspending.
    void loading.then((client) => Object.assign(loading, { status: 'fulfilled', value: client }));
    browserClient = loading;
  }
  return browserClient;
}

/** A given client (pre-rendering, tests) instead of the browser's. */
const GivenQueryClient = createContext<QueryClient | null>(null);

export function QueryClientSource({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return <GivenQueryClient value={client}>{children}</GivenQueryClient>;
}

/** Provides the query client to a part of a page that reads data; suspends while it loads. */
export function WithQueries({ children }: { children: ReactNode }) {
  const given = useContext(GivenQueryClient);
  const client = given ?? use(loadBrowserQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * For code outside any page's data (the auth state): the query client if it is loaded yet. When it
 * is not, nothing is cached, so there is nothing to act on.
 */
export function useLoadedQueryClient(): () => QueryClient | undefined {
  const given = useContext(GivenQueryClient);
  return useCallback(() => given ?? browserClient?.value, [given]);
}
