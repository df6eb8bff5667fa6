// The red buttons, for actions that cannot be undone: apart from button-styles.ts so that no page's
// first load carries them (docs/decisions/0005-first-load-javascript-budget.md).
import { disabledLook, forestFocusRing, shape } from './button-styles.ts';

/** An action that cannot be undone, such as deleting the account. */
export const dangerButton = `${shape} bg-red-800 px-4 py-2 text-white hover:bg-red-900 ${forestFocusRing} ${disabledLook}`;

/** A full refund beside the main actions (Decline, Cancel): outlined, so it does not shout. */
export const dangerOutlineButton = `${shape} bg-white px-5 py-2.5 text-red-800 ring-1 ring-red-800/40 hover:bg-red-50`;
