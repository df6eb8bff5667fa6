import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { showToast } from '@camping/ui/toaster';
import { useAuth } from '#app/features/account/index.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error.tsx';
import { useScrollOnPageChange } from './scroll-on-page-change.ts';
import { SiteChrome } from './site-chrome.tsx';

/** The site's frame around a page, fed with the visitor's sign-in state. */
function SignedInAwareChrome({ children }: { children: ReactNode }) {
  const auth = useAuth();
  useScrollOnPageChange();

  async function logout() {
    try {
      await auth.logout();
      showToast({ severity: 'success', summary: 'You have logged out.' });
    } catch {
      showToast({
        severity: 'error',
        summary: 'We could not log you out.',
        detail: 'Check your internet connection and try again.',
      });
    }
  }

  return (
    <SiteChrome auth={auth} onLogout={() => void logout()}>
      {children}
    </SiteChrome>
  );
}

/**
 * Header and footer around the page. A page that fails keeps them around the error, until the visitor
 * goes to another page; a page whose code is still loading shows a loading message.
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <SignedInAwareChrome>
      <ErrorBoundary
        resetKeys={[pathname]}
        fallbackRender={({ error }) => <RouteErrorPage error={error} />}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </SignedInAwareChrome>
  );
}
