import { australianPhoneSchema, emailSchema } from '../fields.ts';
import { z } from '../zod.ts';
import { PASSWORD_MAX_LENGTH } from './credentials.ts';
import { passwordProblem, type PasswordPolicy } from './password-policy.ts';
import { displayNameSchema } from './user-profile.ts';

/** An e-mail address a person types: an empty field is "missing", not "malformed". */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .pipe(emailSchema);

const PASSWORD_TOO_LONG = `Keep your password to ${PASSWORD_MAX_LENGTH} characters or fewer.`;

/** Passwords are never trimmed (spaces inside one count), but one of only spaces is none at all. */
const isBlank = (password: string) => password.trim() === '';

const currentPasswordSchema = z
  .string()
  .refine((password) => !isBlank(password), 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

function newPasswordProblem(password: string, policy: PasswordPolicy): string | null {
  if (password === '') return 'Choose a password.';
  if (isBlank(password)) return 'Your password needs more than spaces: add letters or numbers.';
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return passwordProblem(password, policy);
}

/** A password being chosen, checked against the identity service's policy. */
export function newPasswordSchema(policy: PasswordPolicy) {
  return z.string().superRefine((password, context) => {
    const problem = newPasswordProblem(password, policy);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}

export const loginSchema = z.object({ email: emailFieldSchema, password: currentPasswordSchema });
export type LoginForm = z.input<typeof loginSchema>;

export function signUpSchema(policy: PasswordPolicy) {
  return z.object({
    displayName: displayNameSchema,
    email: emailFieldSchema,
    password: newPasswordSchema(policy),
  });
}
export type SignUpForm = z.input<ReturnType<typeof signUpSchema>>;

/** Forgot password, passwordless sign-in, e-mail change and the e-mail a sign-in link was sent to. */
export const emailFormSchema = z.object({ email: emailFieldSchema });
export type EmailForm = z.input<typeof emailFormSchema>;

/**
 * Choosing a new password: after a reset link, or on My Details. Typed once: the requirements tick
 * off as the person types, and a forgotten password can always be reset.
 */
export function newPasswordFormSchema(policy: PasswordPolicy) {
  return z.object({ password: newPasswordSchema(policy) });
}
export type NewPasswordForm = z.input<ReturnType<typeof newPasswordFormSchema>>;

/** Proving who you are again before a sensitive change (the service's requires-recent-login). */
export const reauthenticateFormSchema = z.object({ password: currentPasswordSchema });
export type ReauthenticateForm = z.input<typeof reauthenticateFormSchema>;

/** An optional phone field: left empty it is "no phone", otherwise an Australian number. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(australianPhoneSchema.optional());

/** My Details: what a person may change about themselves in `users/{uid}`. */
export const myDetailsFormSchema = z.object({
  displayName: displayNameSchema,
  phone: optionalPhoneSchema,
});
export type MyDetailsForm = z.input<typeof myDetailsFormSchema>;
export type MyDetails = z.output<typeof myDetailsFormSchema>;

export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const deleteAccountFormSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((value) => value === DELETE_ACCOUNT_CONFIRMATION, {
      message: `Type ${DELETE_ACCOUNT_CONFIRMATION} in capital letters to confirm.`,
    }),
});
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;

/** The `deleteMyAccount` callable's payload: an explicit yes, so a stray call deletes nothing. */
export const deleteMyAccountRequestSchema = z.strictObject({
  confirm: z.literal(true, {
    error: 'Confirm that you want to delete your account by sending confirm: true.',
  }),
});
export type DeleteMyAccountRequest = z.infer<typeof deleteMyAccountRequestSchema>;
