import { Toaster } from '@camping/ui/toaster';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { RouteErrorPage } from './layouts/route-error-page.tsx';
import { MinimalChrome } from './layouts/site-chrome.tsx';
import { ROUTES } from './route-table.tsx';

/** The app inside whichever router the caller provides (the browser's, or a static one to pre-render). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    // The site layout catches a page's errors; this catches the app's own, outside its providers.
    <ErrorBoundary
      fallbackRender={({ error }) => (
        <MinimalChrome>
          <RouteErrorPage error={error} />
        </MinimalChrome>
      )}
    >
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppRoutes />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

function AppRoutes() {
  return useRoutes(ROUTES);
}
