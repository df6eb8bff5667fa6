import { z } from '../zod.ts';

/** How much of a crash report we keep: enough to debug, small enough that nobody can flood storage. */
export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  path: 2_000,
  userAgent: 500,
} as const;

/** The largest request body `reportClientError` and `reportCspViolation` read (before parsing). */
export const CLIENT_ERROR_MAX_BODY_BYTES = 16 * 1024;
export const CLIENT_ERROR_TOO_LARGE = 'The report is too large.';

/**
 * Cuts text to at most `max` UTF-16 units without splitting a surrogate pair, and replaces any lone
 * surrogate (browsers do produce them in error messages) so the report can always be stored.
 */
function clip(value: string, max: number): string {
  let cut = value.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut) && /^[\uDC00-\uDFFF]/.test(value.slice(max))) {
    cut = cut.slice(0, -1);
  }
  return cut.replace(/\p{Cs}/gu, '\uFFFD');
}

/** Longer text is cut rather than refused: a crash report is worth keeping even when it is long. */
const clipped = (max: number, what: string) =>
  z.string({ error: `Send the ${what} as text.` }).transform((value) => clip(value, max));

/**
 * A rendering error the browser reports through the `reportClientError` callable (stored in the
 * `clientErrors` collection). Unknown fields are dropped.
 */
export const clientErrorReportSchema = z.object({
  message: z
    .string({ error: 'Describe the error in a message.' })
    .trim()
    .min(1, 'Describe the error in a message.')
    .transform((value) => clip(value, CLIENT_ERROR_LIMITS.message)),
  stack: clipped(CLIENT_ERROR_LIMITS.stack, 'stack trace').optional(),
  path: z
    .string({ error: 'Give the path of the page, like /pricing.' })
    .startsWith('/', 'Give the path of the page, like /pricing.')
    .transform((value) => clip(value, CLIENT_ERROR_LIMITS.path)),
  userAgent: clipped(CLIENT_ERROR_LIMITS.userAgent, 'browser name').optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorReportSchema>;
