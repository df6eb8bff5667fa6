import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from './auth-context.tsx';
import GuestOnly from './guest-only.tsx';
import SignedInOnly from './signed-in-only.tsx';

let auth: AuthContextValue;
vi.mock('./auth-context.tsx', () => ({ useAuth: () => auth }));

const casey = {
  uid: 'casey',
  displayName: 'Casey',
  email: 'casey@example.com',
  emailVerified: true,
  providerIds: [],
};
const base = { logout: vi.fn(), notice: null, afterLogoutPath: null, recheckSession: vi.fn() };
const loading = (): AuthContextValue => ({ ...base, status: 'loading', user: null });
const guest = (): AuthContextValue => ({ ...base, status: 'guest', user: null });
const signedIn = (): AuthContextValue => ({ ...base, status: 'signed-in', user: casey });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The app's two guards around a page each, with every other path showing where it ended up. */
function visit(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <h1>Login page</h1> },
          { path: '/auth', element: <h1>Auth page</h1> },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: '/account/*', element: <h1>Account page</h1> },
          { path: '/checkout', element: <h1>Checkout page</h1> },
        ],
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.clearAllMocks());
describe('SignedInOnly', () => {
  it('renders nothing while the auth state loads', () => {
    auth = loading();
    const router = visit('/checkout');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('sends a guest to /login, remembering the page', () => {
    auth = guest();
    const router = visit('/account/details?tab=email');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?returnTo=%2Faccount%2Fdetails%3Ftab%3Demail',
    );
    expect(screen.getByRole('heading').textContent).toBe('Login page');
  });

  it('sends someone who has just logged out where their logout asked to go', () => {
    auth = { ...guest(), afterLogoutPath: '/' };
    visit('/account');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows the page to a signed-in person and asks whether the session still stands', () => {
    auth = signedIn();
    visit('/account');
    expect(screen.getByRole('heading').textContent).toBe('Account page');
    expect(auth.recheckSession).toHaveBeenCalledOnce();
  });
});

describe('GuestOnly', () => {
  it('renders nothing while the auth state loads', () => {
    auth = loading();
    visit('/login');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the page to a guest', () => {
    auth = guest();
    visit('/login');
    expect(screen.getByRole('heading').textContent).toBe('Login page');
  });

  it('sends a signed-in person to My Account, or where they were going', () => {
    auth = signedIn();
    expect(visit('/login').state.location.pathname).toBe('/account');
    cleanup();
    expect(visit('/login?returnTo=%2Fcheckout').state.location.pathname).toBe('/checkout');
    cleanup();
    expect(visit('/login?returnTo=https%3A%2F%2Fevil.example').state.location.pathname).toBe(
      '/account',
    );
  });

  it('lets anyone open the e-mail links that act on an account', () => {
    auth = signedIn();
    visit('/auth?mode=verifyEmail&oobCode=abc');
    expect(screen.getByRole('heading').textContent).toBe('Auth page');
    cleanup();
    expect(visit('/auth?mode=signIn&oobCode=abc').state.location.pathname).toBe('/account');
  });
});
