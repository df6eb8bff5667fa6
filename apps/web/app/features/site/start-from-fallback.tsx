import { pageTitle } from '@camping/domain/site/page-title';
import { useSyncExternalStore, type ReactNode } from 'react';
import { PageLoading } from './page-loading.tsx';
import { MinimalChrome } from './site-chrome.tsx';

/** The SPA fallback page's content: the same loading page the build rendered into it. */
export function FallbackPage() {
  return (
    <MinimalChrome>
      <title>{pageTitle()}</title>
      <PageLoading />
    </MinimalChrome>
  );
}

const subscribeToNothing = () => () => {};

/**
 * On the SPA fallback page (every path that is not pre-rendered), hydrates the loading page the HTML
 * holds, then starts the app, which renders the page the URL asks for.
 */
export function StartFromFallback({ app }: { app: ReactNode }) {
  // False while hydrating (the HTML's snapshot), true from the render right after.
  const started = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return started ? app : <FallbackPage />;
}
