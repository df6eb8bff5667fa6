import {
  EmailAuthProvider,
  FacebookAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  TwitterAuthProvider,
  applyActionCode,
  browserPopupRedirectResolver,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getRedirectResult,
  isSignInWithEmailLink,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updatePassword,
  updateProfile,
  validatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type AuthProvider,
  type User,
} from 'firebase/auth';
import type { ServicePasswordPolicy } from '@camping/domain/identity/password-policy';
import { PATHS } from '@camping/domain/site/paths';
import { withReturnTo } from '@camping/ui/return-to';
import type { SignedInUser } from '@camping/ui/site-auth';
import { firebaseConfig } from '#app/firebase/app.ts';
import { auth } from '#app/firebase/auth.ts';
import { errorCode } from './error-code.ts';
import { popupOrRedirect } from './popup-or-redirect.ts';
import { REDIRECT_PENDING_KEY } from './session-marker.ts';
import { isSigningOut, refreshUnlessSigningOut, signOutAtOnce } from './sign-out-guard.ts';
import type { SocialProviderId } from './social-providers.ts';

// The identity service's calls of the account pages, over the Firebase Auth instance of
// app/firebase/auth.ts. Loaded only through dynamic import() (load-auth.ts), after hydration, so no
// page's first load carries the SDK.

function snapshot(user: User): SignedInUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

function currentUser(): User {
  const user = auth().currentUser;
  if (!user) throw Object.assign(new Error('Not signed in.'), { code: 'auth/user-token-expired' });
  return user;
}

/** An address of this site for the identity service's e-mails to link back to. */
function linkBackTo(path: string) {
  return { url: new URL(path, window.location.origin).toString() };
}

function sameUser(a: SignedInUser, b: SignedInUser): boolean {
  return (
    a.uid === b.uid &&
    a.displayName === b.displayName &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    a.isStaff === b.isStaff &&
    a.providerIds.join() === b.providerIds.join()
  );
}

/**
 * Calls back with the signed-in person (or null) once the saved session is restored, and again
 * whenever they change: sign-in, sign-out, profile updates, reloads and claim changes. A token
 * refresh that changes nothing about them (hourly, or on each recheck) does not call back, so the
 * pages do not render again for it.
 */
export function watchUser(callback: (user: SignedInUser | null) => void): () => void {
  let latest = 0;
  let delivered: SignedInUser | null | undefined;
  return onIdTokenChanged(auth(), async (user) => {
    if (isSigningOut(user)) return;
    const change = ++latest;
    const signedIn = user && { ...snapshot(user), isStaff: await tokenSaysStaff(user) };
    // A later change may have settled first: only the newest is the person's state.
    if (change !== latest) return;
    if (signedIn && delivered && sameUser(signedIn, delivered)) return;
    delivered = signedIn;
    callback(signedIn);
  });
}

/** The staff claim of the token the SDK holds (no network unless it must be renewed). */
async function tokenSaysStaff(user: User): Promise<boolean> {
  try {
    return (await user.getIdTokenResult()).claims['admin'] === true;
  } catch {
    return false;
  }
}

/**
 * Asks the identity service whether the session still stands. A disabled account or a revoked
 * session signs the person out (the SDK does that itself); the returned code says why.
 */
export async function recheckSession(): Promise<string | null> {
  try {
    await refreshUnlessSigningOut(auth().currentUser, (user) => user.reload());
    return null;
  } catch (error) {
    return errorCode(error) ?? null;
  }
}

/**
 * Whether the signed-in person has the staff (`admin`) claim, with their ID token fetched afresh: a
 * claim granted or revoked since the token was issued counts at once, not an hour later.
 */
export async function hasStaffClaim(): Promise<boolean> {
  const token = await refreshUnlessSigningOut(auth().currentUser, (user) =>
    user.getIdTokenResult(true),
  );
  return token?.claims['admin'] === true;
}

/** The project's password policy, or null when the service has none or cannot say. */
export async function fetchPasswordPolicy(): Promise<ServicePasswordPolicy | null> {
  // The Auth emulator has no password policies: it answers 501, which browsers log as an error.
  if (firebaseConfig.emulators.auth) return null;
  try {
    return (await validatePassword(auth(), '')).passwordPolicy;
  } catch {
    return null;
  }
}

/** Creates the account, which signs it in: the rest of sign-up (finishSignUp) happens signed in. */
export async function createAccount(email: string, password: string): Promise<SignedInUser> {
  return snapshot((await createUserWithEmailAndPassword(auth(), email, password)).user);
}

/** Names the new account and sends the link that verifies its e-mail address. */
export async function finishSignUp(displayName: string): Promise<void> {
  const user = currentUser();
  await updateProfile(user, { displayName });
  await sendEmailVerification(user, linkBackTo(PATHS.account));
}

export async function logInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth(), email, password);
}

export async function logOut(): Promise<void> {
  await signOutAtOnce(auth(), signOut);
}

function providerFor(id: SocialProviderId): AuthProvider {
  switch (id) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

/** Signs in with a provider in a popup, or by redirecting this tab when popups are blocked. */
export async function signInWithSocialProvider(
  id: SocialProviderId,
  onPopupBlocked: () => void,
): Promise<void | 'redirecting'> {
  const provider = providerFor(id);
  return popupOrRedirect({
    popup: async () => {
      await signInWithPopup(auth(), provider, browserPopupRedirectResolver);
    },
    redirect: async () => {
      sessionStorage.setItem(REDIRECT_PENDING_KEY, 'true');
      await signInWithRedirect(auth(), provider, browserPopupRedirectResolver);
    },
    onPopupBlocked,
  });
}

/**
 * Finishes a provider sign-in that went by redirect. Only runs after we started one: asking on every
 * page load would fetch Google's iframe helper for nothing.
 */
export async function completeRedirectSignIn(): Promise<void> {
  if (!sessionStorage.getItem(REDIRECT_PENDING_KEY)) return;
  sessionStorage.removeItem(REDIRECT_PENDING_KEY);
  await getRedirectResult(auth(), browserPopupRedirectResolver);
}

const EMAIL_FOR_LINK_KEY = 'camping:email-for-sign-in-link';

/** E-mails a passwordless sign-in link that opens /auth (and then goes on to `returnTo`). */
export async function sendSignInLink(email: string, returnTo: string | null): Promise<void> {
  const path = withReturnTo(PATHS.authAction, returnTo);
  await sendSignInLinkToEmail(auth(), email, { ...linkBackTo(path), handleCodeInApp: true });
  // The link must be opened with the same address; remembering it spares typing it again.
  localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
}

export function isSignInLink(href: string): boolean {
  return isSignInWithEmailLink(auth(), href);
}

/** The address a sign-in link was sent to from this browser, if it was. */
export function emailForSignInLink(): string | null {
  return localStorage.getItem(EMAIL_FOR_LINK_KEY);
}

export async function signInWithLink(email: string, href: string): Promise<void> {
  await signInWithEmailLink(auth(), email, href);
  localStorage.removeItem(EMAIL_FOR_LINK_KEY);
}

/**
 * Sends the reset e-mail, whose link comes back to /auth and then to login, keeping where the person
 * was going. An unknown address looks the same as a known one, so nobody can probe.
 */
export async function sendPasswordReset(email: string, returnTo: string | null): Promise<void> {
  try {
    await sendPasswordResetEmail(auth(), email, linkBackTo(withReturnTo(PATHS.login, returnTo)));
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** The e-mail address a password-reset code belongs to; fails when the code is invalid or used. */
export async function emailOfPasswordReset(code: string): Promise<string> {
  return verifyPasswordResetCode(auth(), code);
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await confirmPasswordReset(auth(), code, newPassword);
}

export interface AppliedEmailAction {
  /** The address the account has now. */
  email: string | null;
  /** The address it had before (e-mail changes and their recovery). */
  previousEmail: string | null;
}

/** Applies an e-mail verification, e-mail change or e-mail recovery code. */
export async function applyEmailAction(code: string): Promise<AppliedEmailAction> {
  const info = await checkActionCode(auth(), code);
  await applyActionCode(auth(), code);
  return { email: info.data.email ?? null, previousEmail: info.data.previousEmail ?? null };
}

/** Picks up changes made elsewhere (a verified e-mail address) for the signed-in person. */
export async function reloadUser(): Promise<void> {
  await refreshUnlessSigningOut(auth().currentUser, (user) => user.reload());
}

export async function resendVerificationEmail(): Promise<void> {
  await sendEmailVerification(currentUser(), linkBackTo(PATHS.account));
}

export async function changeDisplayName(displayName: string): Promise<void> {
  await updateProfile(currentUser(), { displayName });
}

/** The address changes only once the link sent to the new one is opened. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await verifyBeforeUpdateEmail(currentUser(), newEmail, linkBackTo(PATHS.login));
}

export async function changePassword(newPassword: string): Promise<void> {
  await updatePassword(currentUser(), newPassword);
}

/** Proves who the person is again, for changes the service wants a recent login for. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? '', password),
  );
}

export async function reauthenticateWithSocialProvider(id: SocialProviderId): Promise<void> {
  await reauthenticateWithPopup(currentUser(), providerFor(id), browserPopupRedirectResolver);
}
