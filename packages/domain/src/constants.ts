/** Business constants and limits (spec section 9, product-decisions.md). */

export const PRODUCT_NAME = 'The Complete Camping Experience';

/** Every campground is at most this far from Sydney city centre by road. */
export const DELIVERY_RADIUS_MINUTES = 120;

export const QUERY_DEFAULTS = {
  refetchOnWindowFocus: false,
  retry: false,
  staleTimeMs: 60_000,
  gcTimeMs: 5 * 60_000,
  mutationRetry: 0,
  maxRetryDelayMs: 30_000,
} as const;

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

export const FUNCTIONS = {
  timeoutMs: 70_000,
  region: 'us-central1',
} as const;

export const IDENTITY = {
  minPasswordLength: 6,
  networkTimeoutMs: { desktop: 30_000, mobile: 60_000, offline: 5_000 },
  signInPopup: { width: 500, height: 600 },
} as const;

export const BOOKING_RULES = {
  /** Nights from "today" in Sydney before the earliest bookable arrival. */
  minNoticeDays: 3,
  /** How far ahead a night may be booked. */
  horizonDays: 365,
  minStayNights: 2,
  /** An unpaid checkout hold is released after this long. */
  holdMinutes: 30,
  /** The widest window `getUnavailableDates` answers for in one call. */
  maxWindowDays: 400,
} as const;

export const MONEY = {
  currency: 'AUD',
  /** GST is one eleventh of a GST-inclusive price. */
  gstDivisor: 11,
} as const;
