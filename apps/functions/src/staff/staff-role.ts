import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { normaliseEmail } from '@camping/domain/identity/credentials';

// The core of `npm run staff` (scripts/staff.ts): not a deployed function, the command staff run.

export type StaffRoleChange = 'grant' | 'revoke';

/** Where the command changes the role: the local Auth emulator, or a real Firebase project. */
export type StaffRoleTarget =
  | { projectId: string; authEmulatorHost: string }
  | { projectId: string; authEmulatorHost?: undefined };

/**
 * Gives or takes the `admin` claim of the account with `email` (the staff area's role), keeping any
 * other claims. Revoking also revokes the account's refresh tokens, so its sessions end within the
 * hour its last ID token lasts; the staff callables already refuse that token, as they read the
 * account's claims on every call. Answers what was done, as a sentence; an unknown address throws.
 */
export async function changeStaffRole(
  auth: Auth,
  change: StaffRoleChange,
  email: string,
): Promise<string> {
  const address = normaliseEmail(email);
  const user = await auth.getUserByEmail(address).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new Error(
        `There is no account with the e-mail address ${address}. They sign up on the site first.`,
      );
    }
    throw error;
  });
  const others = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'admin'),
  );
  if (change === 'grant') {
    await auth.setCustomUserClaims(user.uid, { ...others, admin: true });
    return `${address} has staff access now: the staff area opens for them at /admin once they log in or reload it.`;
  }
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  await auth.revokeRefreshTokens(user.uid);
  return `${address} has no staff access now, and their sessions are signed out.`;
}

/**
 * Runs `work` with firebase-admin's Auth for `target`: the emulator at `authEmulatorHost`, else the
 * real project with Application Default Credentials (`gcloud auth application-default login`).
 */
export async function withStaffRoleAuth<Result>(
  target: StaffRoleTarget,
  work: (auth: Auth) => Promise<Result>,
): Promise<Result> {
  if (target.authEmulatorHost) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authEmulatorHost;
  } else {
    // Never send a real project's change to an emulator named in the environment.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const app = initializeApp(
    target.authEmulatorHost
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `staff-role-${Date.now()}`,
  );
  try {
    return await work(getAuth(app));
  } finally {
    await deleteApp(app);
  }
}
