import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_MESSAGE, authErrorMessage } from '@camping/domain/identity/auth-errors';
import type { SignedInUser } from '@camping/ui/site-auth';
import { QueryClientSource } from '#app/shared/query-client/query-client-source.tsx';
import { queryKeys } from '#app/shared/query-keys.ts';
import { testQueryClient } from '#app/test/render.tsx';
import { AuthProvider, useAuth, type AuthContextValue } from './auth-context.tsx';
import { ensureProfile } from './profile.ts';
import { REDIRECT_PENDING_KEY, sessionMarker } from './session-marker.ts';

// The Firebase Auth module, replaced by one whose user the test controls.
let emit: (user: SignedInUser | null) => void = () => {};
const firebase = {
  watchUser: vi.fn((callback: (user: SignedInUser | null) => void) => {
    emit = callback;
    return () => {};
  }),
  completeRedirectSignIn: vi.fn(async () => null),
  recheckSession: vi.fn(async (): Promise<string | null> => null),
  logOut: vi.fn(async () => emit(null)),
};
// What else asks for the SDK (a sign-in page) calls this, as load-auth.ts does.
let wantedElsewhere: () => void = () => {};
vi.mock('./load-auth.ts', () => ({
  loadAuthModule: async () => firebase,
  onAuthModuleWanted: (run: () => void) => {
    wantedElsewhere = run;
    return () => (wantedElsewhere = () => {});
  },
}));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));
vi.mock('./profile.ts', () => ({ ensureProfile: vi.fn(async () => null) }));

const casey: SignedInUser = {
  uid: 'casey',
  displayName: 'Casey Camper',
  email: 'casey@example.com',
  emailVerified: true,
  providerIds: ['password'],
};

let latest: AuthContextValue;
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    latest = auth;
  });
  return <p data-testid="status">{auth.status}</p>;
}

/** Renders the provider in a browser that had a session (its marker set), unless `firstVisit`. */
function renderProvider(queryClient = testQueryClient(), { firstVisit = false } = {}) {
  if (!firstVisit) sessionMarker.set('casey');
  render(
    <QueryClientSource client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientSource>,
  );
  return queryClient;
}

/** Lets the dynamic import and the promises behind it settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});
describe('AuthProvider', () => {
  it('is loading until the SDK has restored the session, then signed-in', async () => {
    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await settle();
    act(() => emit(casey));
    expect(latest).toMatchObject({ status: 'signed-in', user: casey, notice: null });
  });

  it('is a guest at once on a first visit, without the SDK, until a sign-in page loads it', async () => {
    renderProvider(testQueryClient(), { firstVisit: true });
    await settle();
    expect(latest.status).toBe('guest');
    expect(firebase.watchUser).not.toHaveBeenCalled();

    await act(async () => wantedElsewhere());
    expect(firebase.watchUser).toHaveBeenCalledOnce();
    act(() => emit(null));
    expect(latest).toMatchObject({ status: 'guest', notice: null });
    act(() => emit(casey));
    expect(latest).toMatchObject({ status: 'signed-in', user: casey });
  });

  it('follows a sign-in in another tab on a first visit', async () => {
    renderProvider(testQueryClient(), { firstVisit: true });
    await settle();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    });
    expect(firebase.watchUser).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'camping:signed-in', newValue: 'casey' }),
      );
    });
    act(() => emit(casey));
    expect(latest).toMatchObject({ status: 'signed-in', user: casey });
  });

  it("loads the SDK at once when a provider's sign-in comes back by redirect", async () => {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, 'true');
    renderProvider(testQueryClient(), { firstVisit: true });
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await settle();
    expect(firebase.completeRedirectSignIn).toHaveBeenCalledOnce();
    act(() => emit(casey));
    expect(latest).toMatchObject({ status: 'signed-in', user: casey });
  });

  it('logout signs out, clears the user and drops the cached bookings and reviews of the user', async () => {
    const queryClient = renderProvider();
    await settle();
    act(() => emit(casey));
    queryClient.setQueryData(queryKeys.getUserBookings('casey'), [{ id: 'b1' }]);
    queryClient.setQueryData(queryKeys.getUserReviews('casey'), [{ id: 'b1' }]);
    queryClient.setQueryData(queryKeys.getLocations(), [{ id: 'royal-bonnie-vale' }]);

    await act(() => latest.logout());

    expect(firebase.logOut).toHaveBeenCalledOnce();
    expect(latest).toMatchObject({ status: 'guest', user: null, notice: null });
    expect(queryClient.getQueryData(queryKeys.getUserBookings('casey'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.getUserReviews('casey'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.getLocations())).toBeDefined();
  });

  it('says why when the identity service ends the session on its own', async () => {
    renderProvider();
    await settle();
    act(() => emit(casey));
    await act(async () => emit(null));
    expect(latest.status).toBe('guest');
    expect(latest.notice).toBe(SESSION_ENDED_MESSAGE);

    act(() => emit(casey));
    expect(latest.notice).toBeNull();
  });

  it('names a disabled account when a recheck found it', async () => {
    renderProvider();
    await settle();
    act(() => emit(casey));
    let finishRecheck: (code: string | null) => void = () => {};
    firebase.recheckSession.mockReturnValueOnce(
      new Promise((resolve) => (finishRecheck = resolve)),
    );

    act(() => latest.recheckSession());
    // The SDK signs out before the recheck's own promise settles.
    act(() => emit(null));
    await act(async () => finishRecheck('auth/user-disabled'));

    expect(latest.notice).toBe(authErrorMessage('auth/user-disabled'));
  });

  it('makes sure whoever is signed in has a profile, once per person', async () => {
    renderProvider();
    await settle();
    // A session restored after a reload that cut sign-up short, as much as a sign-in now.
    await act(async () => emit(casey));
    await vi.waitFor(() => expect(ensureProfile).toHaveBeenCalledExactlyOnceWith(casey));

    await act(async () => emit({ ...casey, displayName: 'Casey C.' }));
    await act(async () => emit(null));
    const sam = { ...casey, uid: 'sam', email: 'sam@example.com' };
    await act(async () => emit(sam));
    await vi.waitFor(() => expect(ensureProfile).toHaveBeenCalledTimes(2));
    expect(ensureProfile).toHaveBeenLastCalledWith(sam);
  });

  it('remembers where a logout asked to go, until the next sign-in', async () => {
    renderProvider();
    await settle();
    act(() => emit(casey));
    await act(() => latest.logout({ goTo: '/' }));
    expect(latest.afterLogoutPath).toBe('/');
    act(() => emit(casey));
    expect(latest.afterLogoutPath).toBeNull();
  });

  it('answers without taking back pre-rendered parts whose code is still on its way', async () => {
    // A part of a pre-rendered page that hydrates once its code arrives (ADR 0005): until then React
    // keeps its HTML, unless an urgent update reaches it first.
    let arrive: (part: { default: () => ReactNode }) => void = () => {};
    const Part = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)),
    );
    function Chrome({ children }: { children: ReactNode }) {
      return <div className={useAuth().status}>{children}</div>;
    }
    const page = (part: ReactNode) => (
      <AuthProvider>
        <Probe />
        <Chrome>
          <main>
            <Suspense fallback={<p>Loading the part…</p>}>{part}</Suspense>
          </main>
        </Chrome>
      </AuthProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<p>The part as pre-rendered</p>));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(<Part />)));
    // A first visit: the state turns guest at once, with no SDK to wait for.
    await settle();
    expect(container.textContent).toContain('The part as pre-rendered');
    await act(async () => arrive({ default: () => <p>The part as pre-rendered</p> }));
    expect(latest.status).toBe('guest');
    expect(container.textContent).toContain('The part as pre-rendered');
    act(() => root.unmount());
    container.remove();
  });
});
