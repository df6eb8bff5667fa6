import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@camping/ui/return-to';
import { useAuth } from './auth-context.tsx';

/**
 * Logged-in-only pages (spec section 2): nothing while the auth state loads; a guest goes to /login,
 * which brings them back here afterwards (or where their logout asked to go). Each visit also asks whether the session still stands, so
 * a disabled account is signed out on the next page it opens.
 */
export default function SignedInOnly() {
  const { status, recheckSession, afterLogoutPath } = useAuth();
  const location = useLocation();

  useEffect(() => {
    if (status === 'signed-in') recheckSession();
  }, [status, recheckSession, location.pathname]);

  if (status === 'loading') return null;
  if (status === 'guest')
    return <Navigate to={afterLogoutPath ?? loginPathFor(location)} replace />;
  return <Outlet />;
}
