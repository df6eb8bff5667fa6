import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { auth } from './admin.ts';

/** What a caller who is not staff is told, by the staff callables (defineCallable's `staffOnly`). */
export const STAFF_ONLY = {
  guest: 'Log in with a staff account.',
  notStaff: 'Only staff can do this, and your account does not have staff access.',
} as const;

/**
 * Whether the account holds the `admin` claim now, as its user record says. An ID token keeps the
 * claims it was issued with for up to an hour, so a token alone would let a revoked staff member
 * carry on until it expires.
 */
async function holdsStaffClaim(uid: string): Promise<boolean> {
  try {
    return (await auth.getUser(uid)).customClaims?.admin === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * Refuses a guest (`unauthenticated`) and anyone whose verified token or current user record lacks
 * the `admin` claim (`permission-denied`). Both must say so: the token proves who is calling, the
 * record that the claim has not been revoked since the token was issued.
 */
export async function refuseNonStaff(request: Pick<CallableRequest, 'auth'>): Promise<void> {
  if (!request.auth) throw new HttpsError('unauthenticated', STAFF_ONLY.guest);
  if (request.auth.token.admin !== true || !(await holdsStaffClaim(request.auth.uid))) {
    throw new HttpsError('permission-denied', STAFF_ONLY.notStaff);
  }
}
