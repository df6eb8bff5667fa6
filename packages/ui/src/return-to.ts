import { PATHS } from '@camping/domain/site/paths';

// Where a person goes back to after logging in or signing up: the `returnTo` of the guest pages'
// addresses. The account pages of the web app read it and pass it on; the header and the phone menu
// put it in their links, so every way into login or sign-up comes back to the same place.

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
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const here = (location: PageLocation) => `${location.pathname}${location.search}${location.hash}`;

/** /login, remembering the signed-in-only page a guest tried to open. */
export function loginPathFor(location: PageLocation): string {
  return withReturnTo(PATHS.login, safeReturnTo(here(location)));
}

/**
 * A link from the page at `location` to a guest page (login, sign-up) that keeps where the person
 * was going: a guest page passes on its own return-to, and any other page is itself the way back.
 * `origin` is the site's, for the return-to an e-mail link carries.
 */
export function guestPageLink(path: string, location: PageLocation, origin: string): string {
  const returnTo = GUEST_ONLY_PATHS.includes(location.pathname)
    ? returnToFrom(new URLSearchParams(location.search), origin)
    : safeReturnTo(here(location));
  return withReturnTo(path, returnTo);
}
