import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { AFTER_LOGIN_PATH, returnToFrom } from '@camping/ui/return-to';
import { useAuth } from './auth-context.tsx';

/**
 * E-mail links that act on an account whoever is signed in: verifying an address, confirming or
 * undoing an address change. Everything else on /auth is for guests.
 */
const ACTIONS_FOR_ANYONE = ['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail'];

/**
 * Guest-only pages (spec section 2): nothing while the auth state loads; a signed-in person goes to
 * where they were heading before logging in, or to /account.
 */
export default function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const actionForAnyone =
    location.pathname === PATHS.authAction && ACTIONS_FOR_ANYONE.includes(search.get('mode') ?? '');

  if (status === 'loading') return null;
  if (status === 'signed-in' && !actionForAnyone) {
    return (
      <Navigate to={returnToFrom(search, window.location.origin) ?? AFTER_LOGIN_PATH} replace />
    );
  }
  return <Outlet />;
}
