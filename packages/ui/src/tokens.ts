/** UI timings and layers of spec section 9, shared by the components of this package. */

export const TOAST = {
  defaultLifeMs: 3000,
  maxWidth: '25rem',
} as const;

export const MENU_TRANSITION = {
  enterMs: 120,
  exitMs: 100,
} as const;

export const Z_INDEX = {
  overlay: 1000,
  menu: 1000,
  modal: 1100,
  tooltip: 1100,
  toast: 1200,
} as const;
