import type * as FirebaseAuth from 'firebase/auth';
import type { User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type TokenListener = (user: User | null) => Promise<void>;
const listeners: TokenListener[] = [];

vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof FirebaseAuth>()),
  onIdTokenChanged: (_auth: unknown, listener: TokenListener) => {
    listeners.push(listener);
    return () => {};
  },
}));
vi.mock('#app/firebase/auth.ts', () => ({ auth: () => ({}) }));
vi.mock('#app/firebase/app.ts', () => ({ firebaseConfig: {} }));

const { watchUser } = await import('./auth.ts');

function firebaseUser(displayName: string, claims: Record<string, unknown> = {}): User {
  return {
    uid: 'u1',
    displayName,
    email: 'sam@example.com',
    emailVerified: true,
    providerData: [{ providerId: 'password' }],
    getIdTokenResult: async () => ({ claims }),
  } as unknown as User;
}

describe('watchUser', () => {
  beforeEach(() => {
    listeners.length = 0;
  });

  it('calls back when the person changes, not for a token refresh that changes nothing', async () => {
    const seen: (string | null)[] = [];
    watchUser((user) => seen.push(user && `${user.displayName}${user.isStaff ? ' (staff)' : ''}`));
    const [tokenChanged] = listeners;

    await tokenChanged!(firebaseUser('Sam'));
    await tokenChanged!(firebaseUser('Sam'));
    await tokenChanged!(firebaseUser('Sam Smith'));
    await tokenChanged!(firebaseUser('Sam Smith', { admin: true }));
    await tokenChanged!(firebaseUser('Sam Smith', { admin: true }));
    await tokenChanged!(null);
    await tokenChanged!(firebaseUser('Sam Smith', { admin: true }));

    expect(seen).toEqual(['Sam', 'Sam Smith', 'Sam Smith (staff)', null, 'Sam Smith (staff)']);
  });
});
