import type { ReactNode } from 'react';
import { pageTitle } from '@camping/domain/site/page-title';
import { useHydrated } from '@camping/ui/use-hydrated';
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

/**
 * On the SPA fallback page (every path that is not pre-rendered), hydrates the loading page the HTML
 * holds, then starts the app, which renders the page the URL asks for.
 */
export function StartFromFallback({ app }: { app: ReactNode }) {
  return useHydrated() ? app : <FallbackPage />;
}
