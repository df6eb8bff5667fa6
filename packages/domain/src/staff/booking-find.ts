import { z } from '../zod.ts';

/**
 * A booking's customer as staff find them on the phone: lower-case keys that a Firestore prefix query
 * (`>= term`, `< term + '\uf8ff'`) matches whatever case the caller types. Written by the functions
 * when the booking is made, from the customer's name and e-mail at that moment.
 */
export const customerFindKeysSchema = z.object({
  /** The whole name, lower case, spaces collapsed: "casey jones" (found by "cas", "casey j"). */
  name: z.string(),
  /** The last word of the name: "jones" (found by "jon"). */
  surname: z.string(),
  email: z.string(),
});
export type CustomerFindKeys = z.infer<typeof customerFindKeysSchema>;

/** What a person typed, as the keys hold it: trimmed, spaces collapsed, lower case. */
export function findKey(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');
}

export function customerFindKeys(customer: {
  name: string | undefined;
  email: string | undefined;
}): CustomerFindKeys {
  const name = findKey(customer.name ?? '');
  return { name, surname: name.split(' ').at(-1) ?? '', email: findKey(customer.email ?? '') };
}

export const FIND_TERM_MAX = 100;

/** Bookings each way of finding reads at most (reference, e-mail, name, surname). */
export const FIND_LIMIT = 20;

/** The staff's "Find a booking" box: a reference, an e-mail address (or its start), or a name. */
export const bookingFindTermSchema = z
  .string()
  .trim()
  .min(2, 'Type at least 2 characters of a reference, an e-mail address or a name.')
  .max(FIND_TERM_MAX, `Keep it to ${FIND_TERM_MAX} characters or fewer.`);

/** A reference is a booking's id: letters, digits, `-` and `_`, nothing else. */
export const couldBeReference = (term: string) => /^[A-Za-z0-9_-]{2,64}$/.test(term);

/** The end of a prefix range: every string that starts with `prefix` sorts before it. */
export const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;
