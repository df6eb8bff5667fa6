import { errorCode } from './error-code.ts';

export interface PopupOrRedirectSteps<Result> {
  popup: () => Promise<Result>;
  redirect: () => Promise<void>;
  /** Called before redirecting, to tell the person why the page is about to change. */
  onPopupBlocked: () => void;
}

/**
 * Signs in through a popup window; when the browser blocks popups, continues in this tab by
 * redirecting to the provider instead (the page reloads when it comes back).
 */
export async function popupOrRedirect<Result>({
  popup,
  redirect,
  onPopupBlocked,
}: PopupOrRedirectSteps<Result>): Promise<Result | 'redirecting'> {
  try {
    return await popup();
  } catch (error) {
    if (errorCode(error) !== 'auth/popup-blocked') throw error;
    onPopupBlocked();
    await redirect();
    return 'redirecting';
  }
}
