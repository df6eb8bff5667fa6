// What people sign in with: the bounds the identity service and our functions apply, and the one form
// an e-mail address is stored and compared in. Forms, functions, seed data and the rules' tests all
// take them from here, so a value one side accepts is never refused by the other.

/** The longest e-mail address that can be delivered (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The longest password the identity service can be set to accept (Firebase Auth's password policy
 * allows a maximum of at most 4,096 characters). A project policy with a lower maximum is checked
 * too, with the rest of the policy (password-policy.ts).
 */
export const PASSWORD_MAX_LENGTH = 4096;

/**
 * An e-mail address as we store and compare it: without surrounding spaces, in lower case. The
 * identity service keeps addresses in lower case (an ID token's `email` is), so `Casey@Example.com`
 * signs up as `casey@example.com`, and the profile and mail documents must say the same.
 */
export function normaliseEmail(address: string): string {
  return address.trim().toLowerCase();
}
