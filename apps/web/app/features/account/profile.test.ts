import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureProfile, saveProfile } from './profile.ts';
import { signUpName } from './sign-up-name.ts';

// Firestore Lite replaced by one document the test controls, read and written in the transaction.
let stored: Record<string, unknown> | undefined;
const transaction = {
  get: vi.fn(async () => ({ exists: () => stored !== undefined, data: () => stored })),
  set: vi.fn((_ref: unknown, data: Record<string, unknown>) => (stored = data)),
};
vi.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, path: string) => path,
  runTransaction: async (_db: unknown, update: (t: typeof transaction) => unknown) =>
    update(transaction),
}));
vi.mock('#app/firebase/firestore-lite.ts', () => ({ firestoreLite: () => ({}) }));

const casey = { uid: 'casey', email: 'casey@example.com', displayName: 'Casey Camper' };

beforeEach(() => {
  stored = undefined;
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('ensureProfile', () => {
  it("keeps a profile that exists, whatever the account's name now", async () => {
    stored = {
      displayName: 'Casey C.',
      email: 'casey@example.com',
      phone: '+61412345678',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(await ensureProfile(casey)).toEqual(stored);
    expect(transaction.set).not.toHaveBeenCalled();
  });

  it("makes a missing profile from the account's name and address", async () => {
    const made = await ensureProfile(casey);
    expect(made).toMatchObject({ displayName: 'Casey Camper', email: 'casey@example.com' });
    expect(transaction.set).toHaveBeenCalledExactlyOnceWith('users/casey', made);
  });

  it('names it as typed at sign-up while the account has no name yet, then forgets the name', async () => {
    signUpName.remember('casey@example.com', 'Casey Camper');
    expect(await ensureProfile({ ...casey, displayName: null })).toMatchObject({
      displayName: 'Casey Camper',
    });
    expect(signUpName.of('casey@example.com')).toBeNull();
  });

  it("falls back to the address's local part, and makes none without an address", async () => {
    signUpName.remember('someone-else@example.com', 'Someone Else');
    expect(await ensureProfile({ ...casey, displayName: null })).toMatchObject({
      displayName: 'casey',
    });
    stored = undefined;
    expect(await ensureProfile({ ...casey, email: null })).toBeNull();
    expect(stored).toBeUndefined();
  });
});

describe('saveProfile', () => {
  it('keeps the creation time stored, though the page read no profile before one was made', async () => {
    stored = {
      displayName: 'casey',
      email: 'casey@example.com',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const saved = await saveProfile(
      { uid: 'casey', email: 'casey@example.com' },
      { displayName: 'Casey Camper', phone: '+61412345678' },
    );
    expect(saved).toMatchObject({
      displayName: 'Casey Camper',
      phone: '+61412345678',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(transaction.set).toHaveBeenCalledExactlyOnceWith('users/casey', saved);
  });
});
