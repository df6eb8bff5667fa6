import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes } from 'react-router';
import { Toaster } from '@camping/ui/toaster';
import { AuthProvider } from '#app/features/account/index.ts';
import { RouteErrorPage } from '#app/features/site/route-error.tsx';
import { MinimalChrome } from '#app/features/site/site-chrome.tsx';
import { QueryClientSource } from '#app/shared/query-client/query-client-source.tsx';
import { ROUTES } from './routes.tsx';

function AppRoutes() {
  return useRoutes(ROUTES);
}

/**
 * The app inside whichever router the caller provides (the browser's, or a static one to pre-render).
 * Pre-rendering gives its own query client; the browser loads one when a page first reads data.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const app = (
    <AuthProvider>
      <AppRoutes />
      <Toaster />
    </AuthProvider>
  );
  return (
    // The site layout catches a page's errors; this catches the app's own, outside its providers.
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <MinimalChrome>
          <RouteErrorPage error={error} />
        </MinimalChrome>
      )}
    >
      {queryClient ? <QueryClientSource client={queryClient}>{app}</QueryClientSource> : app}
    </ErrorBoundary>
  );
}
