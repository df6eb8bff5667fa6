import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in person as the pages need them (a subset of the Firebase user). */
export interface SignedInUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
}

/** Auth state of spec section 4: loading, then signed-in or guest. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: SignedInUser };

export type AuthContextValue = AuthState & {
  /** Signs out, clears the user and resets the cached user-bookings query. */
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

// Placeholder: the accounts issue replaces this with Firebase Auth, loaded after hydration.
export function AuthProvider({ children }: { children: ReactNode }) {
  const value: AuthContextValue = { status: 'guest', user: null, logout: async () => {} };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
