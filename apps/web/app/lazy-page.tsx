import { lazy, type ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

/** What a route of the route table knows about its page (kept in the route's `handle`). */
export interface PageHandle {
  /** The modules the page starts from, as paths under app/ (as the build's manifest names them). */
  files: string[];
  /** Fetches them; pages matched by the first URL are fetched before hydration. */
  preload(): Promise<unknown>;
}

/**
 * A page module loaded on demand, in its own chunk. Once preloaded, it renders without suspending:
 * React.lazy resolves at once from a thenable that is already settled, so hydrating a pre-rendered page
 * never falls back to a loading state.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Page = lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!)));
  return { Page, preload };
}

// React.lazy only calls `then`; a real promise would resolve a microtask later and suspend.
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}
