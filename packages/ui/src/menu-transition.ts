import type { CSSProperties } from 'react';
import { MENU_TRANSITION } from './tokens.ts';

/**
 * The durations the `animate-menu-in`/`animate-menu-out` utilities of the app's theme read, so the
 * timing lives in one constant. Radix keeps a closing menu mounted until its exit animation ends.
 */
export const menuTransitionStyle = {
  '--menu-enter': `${MENU_TRANSITION.enterMs}ms`,
  '--menu-exit': `${MENU_TRANSITION.exitMs}ms`,
} as CSSProperties;
