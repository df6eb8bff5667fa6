import { Toaster } from '@camping/ui/toaster';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { RouteErrorPage } from './layouts/route-error-page.tsx';
import { MinimalChrome } from './layouts/site-chrome.tsx';
import { QueryClientSource } from './queries/query-client-source.tsx';
import { ROUTES } from './route-table.tsx';

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
