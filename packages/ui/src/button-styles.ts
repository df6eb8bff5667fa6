// The site's buttons, declared once: the app's pages and forms and this package's header and menus
// use these class lists, so a button looks the same everywhere. Buttons without a focus ring of their
// own take the site-wide one (app.css). The red ones are in danger-button-styles.ts: the header loads
// this module on every page's first load, and no public page has an action that cannot be undone.

export const shape = 'inline-flex items-center justify-center gap-2 rounded-md font-semibold';
export const forestFocusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700';
export const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-70';
const primaryColours = 'bg-forest-700 text-white hover:bg-forest-800';

/** The main action of a page (a link or a button). */
export const primaryButton = `${shape} ${primaryColours} px-5 py-2.5 shadow-sm ${forestFocusRing}`;

/** The main action, compact: Sign up in the header and the mobile menu, Try again on the error page. */
export const compactPrimaryButton = `${shape} ${primaryColours} px-4 py-2`;

/** A form's submit button (LoadingButton). */
export const submitButton = `${compactPrimaryButton} ${forestFocusRing} ${disabledLook}`;

export const secondaryButton = `${shape} bg-white px-5 py-2.5 text-forest-800 shadow-sm ring-1 ring-forest-700/30 hover:bg-forest-50 ${forestFocusRing}`;

/** Outlined, compact: Login and Log out in the header and the mobile menu. */
export const compactOutlineButton =
  'rounded-md border border-forest-700 px-4 py-2 font-semibold text-forest-700 hover:bg-forest-50';
