/**
 * Identity error codes (spec section 8, with the `auth/` prefix the Firebase SDK uses) -> a message a
 * person can act on. Codes not listed fall back to a generic message rather than leaking SDK text.
 */
export const AUTH_ERROR_MESSAGES = {
  'auth/email-already-in-use':
    'An account with this e-mail address already exists. Log in, or reset your password if you have forgotten it.',
  'auth/wrong-password': 'That e-mail address and password do not match. Check them and try again.',
  'auth/invalid-credential':
    'That e-mail address and password do not match. Check them and try again.',
  'auth/user-not-found': 'That e-mail address and password do not match. Check them and try again.',
  'auth/invalid-email': 'Enter a valid e-mail address, like name@example.com.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'Choose a stronger password: it must be at least 6 characters long.',
  'auth/password-does-not-meet-requirements':
    'Your password does not meet the requirements listed under the password field.',
  'auth/too-many-requests':
    'Too many attempts. For your security, wait a few minutes before trying again, or reset your password.',
  'auth/requires-recent-login': 'For your security, please enter your password again to continue.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/user-disabled':
    'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/invalid-action-code':
    'This link is invalid or has already been used. Request a new one and use the latest e-mail.',
  'auth/expired-action-code':
    'This link has expired. Request a new one and use it within the hour.',
  'auth/account-exists-with-different-credential':
    'You already have an account with this e-mail address. Log in the way you did before, then link this provider.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. We will continue in this tab instead.',
  'auth/popup-closed-by-user':
    'The sign-in window was closed before you finished. Try again when ready.',
  'auth/cancelled-popup-request': 'Only one sign-in window can be open at a time.',
  'auth/unauthorized-domain':
    'Sign-in is not available on this web address. Use our main site instead.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/user-mismatch':
    'Those details belong to a different account. Use the account you are logged in with.',
  'auth/credential-already-in-use': 'That sign-in is already linked to another account.',
  'auth/operation-not-allowed': 'This way of logging in is not available. Choose another one.',
  'auth/admin-restricted-operation': 'This way of logging in is not available. Choose another one.',
  'auth/invalid-continue-uri':
    'We could not create a link for this web address. Use our main site instead.',
  'auth/unauthorized-continue-uri':
    'We could not create a link for this web address. Use our main site instead.',
  'auth/web-storage-unsupported':
    'Your browser is blocking the storage that logging in needs. Allow cookies and site data for this site.',
  'auth/operation-not-supported-in-this-environment':
    'Logging in this way does not work in this browser. Use your e-mail address and password instead.',
  'auth/redirect-cancelled-by-user':
    'Logging in was cancelled before it finished. Try again when ready.',
  'auth/timeout':
    'The sign-in service took too long to answer. Check your connection and try again.',
  'auth/quota-exceeded':
    'We are handling too many requests right now. Please try again in a few minutes.',
} as const;

export type KnownAuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export const GENERIC_AUTH_ERROR_MESSAGE =
  'Something went wrong while signing you in. Please try again.';

/**
 * When the identity service ends a session on its own (a disabled account or a revoked token found
 * while the app starts), the SDK signs out without saying why; this is what the person is told.
 */
export const SESSION_ENDED_MESSAGE =
  'Your session has ended, so you have been logged out. Please log in again, or contact us if you cannot.';

/** The codes that mean the session is over: the person is signed out and told why. */
export const SESSION_ENDING_CODES: readonly string[] = [
  'auth/user-disabled',
  'auth/user-token-expired',
];

export function authErrorMessage(code: string | undefined): string {
  const normalised = code && !code.startsWith('auth/') ? `auth/${code}` : code;
  return AUTH_ERROR_MESSAGES[normalised as KnownAuthErrorCode] ?? GENERIC_AUTH_ERROR_MESSAGE;
}
