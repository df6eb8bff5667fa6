import { compareIsoDates } from './dates/calendar.ts';
import { isoDateSchema } from './dates/iso-date.ts';
import { EMAIL_MAX_LENGTH, normaliseEmail } from './identity/credentials.ts';
import { z } from './zod.ts';

/**
 * True when a string is well-formed UTF-16: no lone surrogate halves. Firestore refuses to store
 * ill-formed strings (the write fails with a server error), and they cannot be sent as e-mail either.
 */
export function isWellFormedText(value: string): boolean {
  // With the u flag a paired surrogate is one code point; only a lone half is in category Cs.
  return !/\p{Cs}/u.test(value);
}

export const WELL_FORMED_TEXT_MESSAGE = 'Use ordinary text: this contains a broken character.';

/** Document ids chosen by people (campgrounds, packages, add-ons): readable in URLs. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens only.')
  .max(60, 'Keep ids to 60 characters or fewer.');

/**
 * The id of a stored document the caller names (a booking, a contact message): the characters our
 * ids use, and never one of Firestore's reserved `__name__` ids, which it refuses with a server error.
 */
export const documentIdSchema = (missing: string, malformed: string) =>
  z
    .string()
    .min(1, missing)
    .max(64, malformed)
    .regex(/^[A-Za-z0-9_-]+$/, malformed)
    .refine((id) => !/^__.*__$/.test(id), malformed);

export const centsSchema = z
  .number()
  .int('Money is a whole number of cents.')
  .nonnegative('An amount of money cannot be negative.');

/** An instant, stored as an ISO-8601 UTC string so it sorts and compares as text. */
export const instantSchema = z.iso.datetime({ message: 'Use an ISO-8601 date and time in UTC.' });

/** Both ends inclusive. */
export const dateRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, reason: z.string().max(200).optional() })
  .refine((range) => compareIsoDates(range.from, range.to) <= 0, {
    message: 'The end date must not be before the start date.',
    path: ['to'],
  });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** An e-mail address, normalised (trimmed, lower case) as the identity service stores it. */
export const emailSchema = z
  .string()
  .overwrite(normaliseEmail)
  .max(EMAIL_MAX_LENGTH, `Keep the e-mail address to ${EMAIL_MAX_LENGTH} characters or fewer.`)
  .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE)
  .pipe(z.email({ message: 'Enter a valid e-mail address, like name@example.com.' }));

/**
 * Australian phone numbers: 04xx xxx xxx, (02) xxxx xxxx or +61 forms, including +61 (0)4xx xxx xxx
 * (the trunk zero kept in brackets, as many signatures write it); stored as +61 E.164.
 */
export const australianPhoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s()-]/g, '').replace(/^\+610/, '+61'))
  .refine((value) => /^(?:\+61|0)[2-478]\d{8}$/.test(value), {
    message: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432.',
  })
  .transform((value) => (value.startsWith('0') ? `+61${value.slice(1)}` : value));
