import { PATHS } from '@camping/domain/site/paths';

/** Where a person lands after logging in when they were not on their way somewhere else. */
export const AFTER_LOGIN_PATH = PATHS.account;

/** Guest-only pages (spec section 2): a signed-in person is sent away from them, so never back to them. */
const GUEST_ONLY_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.signup,
  PATHS.forgotPassword,
  PATHS.authAction,
];

const BASE = 'http://return-to.invalid';

/**
 * A path of this site to go back to after logging in, or null. Anything that could lead off the site
 * (`https://…`, `//evil.example`, `/\evil.example`) is refused: the value comes from the address bar.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || GUEST_ONLY_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The return-to of a guest page's address. E-mail action links carry it inside their `continueUrl`
 * (the address we asked the identity service to send people back to), so that is read too.
 */
export function returnToFrom(search: URLSearchParams, origin: string): string | null {
  const direct = safeReturnTo(search.get('returnTo'));
  if (direct) return direct;
  const continueUrl = search.get('continueUrl');
  if (!continueUrl || !URL.canParse(continueUrl)) return null;
  const url = new URL(continueUrl);
  return url.origin === origin ? safeReturnTo(url.searchParams.get('returnTo')) : null;
}

/** A guest page's path that keeps the return-to, e.g. `/signup?returnTo=%2Fcheckout`. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/** /login, remembering the signed-in-only page a guest tried to open. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return withReturnTo(
    PATHS.login,
    safeReturnTo(`${location.pathname}${location.search}${location.hash}`),
  );
}
