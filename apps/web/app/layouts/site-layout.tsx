import { showToast } from '@camping/ui/toaster';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/site-layout';
import { useAuth } from '../auth/auth-context.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { useScrollToTopOnPageChange } from './scroll-to-top.ts';
import { SiteChrome } from './site-chrome.tsx';

/** The site's frame around a page, fed with the visitor's sign-in state. */
function SignedInAwareChrome({ children }: { children: ReactNode }) {
  const auth = useAuth();
  useScrollToTopOnPageChange();

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
    <SiteChrome
      auth={{ status: auth.status, displayName: auth.user?.displayName }}
      onLogout={() => void logout()}
    >
      {children}
    </SiteChrome>
  );
}

export default function SiteLayout() {
  return (
    <SignedInAwareChrome>
      <Outlet />
    </SignedInAwareChrome>
  );
}

/** A page that fails keeps the header and footer around the error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SignedInAwareChrome>
      <RouteErrorPage error={error} />
    </SignedInAwareChrome>
  );
}
