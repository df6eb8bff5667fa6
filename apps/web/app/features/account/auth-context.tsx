import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthState } from '@camping/ui/site-auth';
import { showToast } from '@camping/ui/toaster';
import { useLoadedQueryClient } from '#app/shared/query-client/query-client-source.tsx';
import type { QueryFamily } from '#app/shared/query-keys.ts';
import { loadAuthModule, onAuthModuleWanted, type AuthModule } from './load-auth.ts';
import { mayHaveSession, sessionMarker } from './session-marker.ts';

export interface LogoutOptions {
  /** Where to go afterwards, instead of the signed-in-only guard's /login (e.g. after deleting the account). */
  goTo?: string;
}

export type AuthContextValue = AuthState & {
  /** Signs out, clears the user and resets the cached user-bookings query. */
  logout(options?: LogoutOptions): Promise<void>;
  /** The page a logout asked to go to, until the next sign-in. */
  afterLogoutPath: string | null;
  /**
   * Why the person was signed out when they did not do it themselves (a disabled account, an
   * expired session), until they sign in again.
   */
  notice: string | null;
  /** Asks the identity service whether the session still stands; ends it, with a notice, if not. */
  recheckSession(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

/**
 * Every family of cached queries holding one person's own data: dropped when they log out. Named here,
 * not taken from the query keys' module, so the app's first load does not carry every key.
 */
const PERSONAL_QUERY_FAMILIES = [
  'getUserBookings',
  'getUserProfile',
  'getUserReviews',
  'getUserWaitlist',
  'getUserVouchers',
] as const satisfies readonly QueryFamily[];

const LOADING: AuthState = { status: 'loading', user: null };
const GUEST: AuthState = { status: 'guest', user: null };

/**
 * Firebase Auth behind the auth state. The SDK is fetched after hydration, so pre-rendered pages
 * and the first render in the browser agree on `loading`, and no page's first load carries it. A
 * browser with no session to restore (no marker, no provider's redirect coming back) is a guest at
 * once and fetches the SDK only when someone signs in: here (the sign-in pages load it) or in
 * another tab (the marker appears). A first visit's phone then runs none of the SDK's code.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useLoadedQueryClient();
  const [state, setState] = useState<AuthState>(LOADING);
  const [notice, setNotice] = useState<string | null>(null);
  const [afterLogoutPath, setAfterLogoutPath] = useState<string | null>(null);
  const firebase = useRef<AuthModule | null>(null);
  const recheckInFlight = useRef<Promise<string | null> | null>(null);

  const forgetPersonalData = useCallback(() => {
    const client = queryClient();
    for (const family of PERSONAL_QUERY_FAMILIES) client?.removeQueries({ queryKey: [family] });
  }, [queryClient]);

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    // Whose profile this page has made sure of: once per person per page load.
    let profileEnsuredFor: string | null = null;

    function sayWhySessionEnded(message: string) {
      setNotice(message);
      showToast({
        severity: 'warn',
        summary: 'You have been logged out',
        detail: message,
        sticky: true,
      });
    }

    let started = false;
    const start = () => {
      if (started || stopped) return;
      started = true;
      loadAuthModule().then(watch, failedToLoad);
    };
    const stopWaiting: (() => void)[] = [];
    if (mayHaveSession()) {
      start();
    } else {
      startTransition(() => setState(GUEST));
      stopWaiting.push(onAuthModuleWanted(start), sessionMarker.onSetElsewhere(start));
    }

    function watch(module: AuthModule) {
      if (stopped) return;
      firebase.current = module;
      // The answers change what every page shows, not urgently: as transitions, they wait for the
      // parts of a pre-rendered page still hydrating, whose HTML an urgent update would replace
      // with their loading state, and with it what someone was typing (ADR 0005).
      unsubscribe = module.watchUser((user) => {
        if (user) {
          sessionMarker.set(user.uid);
          startTransition(() => {
            setNotice(null);
            setAfterLogoutPath(null);
            setState({ status: 'signed-in', user });
          });
          if (profileEnsuredFor !== user.uid) {
            profileEnsuredFor = user.uid;
            // Every account has a profile, even one whose sign-up was cut short by a reload.
            // Failing (offline), it is tried again on the next page load.
            void import('./profile.ts')
              .then(({ ensureProfile }) => ensureProfile(user))
              .catch(() => {});
          }
          return;
        }
        profileEnsuredFor = null;
        const endedWithoutAsking = sessionMarker.isSet();
        sessionMarker.clear();
        startTransition(() => setState(GUEST));
        forgetPersonalData();
        if (!endedWithoutAsking) return;
        // A recheck that found the account disabled knows why; anything else only knows it ended.
        // The messages load with the first one needed: no page's first load carries them.
        void Promise.all([
          recheckInFlight.current ?? Promise.resolve(null),
          import('@camping/domain/identity/auth-errors'),
        ]).then(([code, { SESSION_ENDED_MESSAGE, SESSION_ENDING_CODES, authErrorMessage }]) =>
          sayWhySessionEnded(
            code && SESSION_ENDING_CODES.includes(code)
              ? authErrorMessage(code)
              : SESSION_ENDED_MESSAGE,
          ),
        );
      });
      module.completeRedirectSignIn().catch(async (error: unknown) =>
        showToast({
          severity: 'error',
          summary: 'We could not log you in',
          detail: (await import('./error-code.ts')).authErrorText(error),
          sticky: true,
        }),
      );
    }

    function failedToLoad() {
      if (stopped) return;
      setState(GUEST);
      showToast({
        severity: 'error',
        summary: 'Logging in is unavailable',
        detail: 'We could not load the sign-in service. Check your connection and reload the page.',
        sticky: true,
      });
    }

    return () => {
      stopped = true;
      for (const stop of stopWaiting) stop();
      unsubscribe();
    };
  }, [forgetPersonalData]);

  const recheckSession = useCallback(() => {
    const module = firebase.current;
    if (!module || recheckInFlight.current) return;
    const recheck = module.recheckSession();
    recheckInFlight.current = recheck;
    void recheck.finally(() => (recheckInFlight.current = null));
  }, []);

  // Coming back to the tab is when an account disabled meanwhile, or verified elsewhere, shows.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheckSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn, recheckSession]);

  const logout = useCallback(
    async (options?: LogoutOptions) => {
      setAfterLogoutPath(options?.goTo ?? null);
      sessionMarker.clear();
      await (firebase.current ?? (await loadAuthModule())).logOut();
      forgetPersonalData();
    },
    [forgetPersonalData],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, logout, afterLogoutPath, notice, recheckSession }),
    [state, logout, afterLogoutPath, notice, recheckSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
