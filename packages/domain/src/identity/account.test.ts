import { describe, expect, it } from 'vitest';
import {
  deleteAccountFormSchema,
  deleteMyAccountRequestSchema,
  emailFieldSchema,
  emailFormSchema,
  loginSchema,
  myDetailsFormSchema,
  newPasswordFormSchema,
  reauthenticateFormSchema,
  signUpSchema,
} from './account.ts';
import { PASSWORD_MAX_LENGTH } from './credentials.ts';
import { FALLBACK_PASSWORD_POLICY, type PasswordPolicy } from './password-policy.ts';

const strict: PasswordPolicy = { ...FALLBACK_PASSWORD_POLICY, minLength: 8, requireDigit: true };

/** The message zod reports per field, as a form shows them next to each field. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('emailFieldSchema', () => {
  it('asks for a missing address before complaining about its shape', () => {
    expect(messages(emailFieldSchema.safeParse('   '))).toEqual({
      '': 'Enter your e-mail address.',
    });
    expect(messages(emailFieldSchema.safeParse('casey@'))).toEqual({
      '': 'Enter a valid e-mail address, like name@example.com.',
    });
    expect(emailFieldSchema.parse('  casey@example.com ')).toBe('casey@example.com');
  });

  it('normalises an address typed with capitals, as the identity service stores it', () => {
    expect(emailFieldSchema.parse(' Casey@Example.com ')).toBe('casey@example.com');
  });
});

describe('the bounds of the identity service, applied before anything is sent', () => {
  const long = 'x'.repeat(5000);

  it('refuses e-mail addresses over 254 characters and passwords over 4096', () => {
    expect(
      messages(loginSchema.safeParse({ email: `${long}@example.com`, password: long })),
    ).toEqual({
      email: 'Keep the e-mail address to 254 characters or fewer.',
      password: 'Keep your password to 4096 characters or fewer.',
    });
    expect(
      messages(
        signUpSchema(FALLBACK_PASSWORD_POLICY).safeParse({
          displayName: 'Casey',
          email: 'casey@example.com',
          password: long,
        }),
      ),
    ).toEqual({ password: 'Keep your password to 4096 characters or fewer.' });
    const longest = 'x'.repeat(PASSWORD_MAX_LENGTH);
    expect(newPasswordFormSchema(FALLBACK_PASSWORD_POLICY).parse({ password: longest })).toEqual({
      password: longest,
    });
  });

  it('refuses a password of only spaces, and keeps the spaces of any other', () => {
    const spaces = '        ';
    expect(
      messages(newPasswordFormSchema(FALLBACK_PASSWORD_POLICY).safeParse({ password: spaces })),
    ).toEqual({
      password: 'Your password needs more than spaces: add letters or numbers.',
    });
    expect(
      messages(
        signUpSchema(FALLBACK_PASSWORD_POLICY).safeParse({
          displayName: 'Casey',
          email: 'casey@example.com',
          password: spaces,
        }),
      ),
    ).toEqual({ password: 'Your password needs more than spaces: add letters or numbers.' });
    expect(
      messages(loginSchema.safeParse({ email: 'casey@example.com', password: spaces })),
    ).toEqual({
      password: 'Enter your password.',
    });
    expect(messages(reauthenticateFormSchema.safeParse({ password: spaces }))).toEqual({
      password: 'Enter your password.',
    });
    expect(
      newPasswordFormSchema(FALLBACK_PASSWORD_POLICY).parse({ password: ' camp fire ' }),
    ).toEqual({
      password: ' camp fire ',
    });
  });
});

describe('loginSchema', () => {
  it('needs an e-mail address and a password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
    expect(loginSchema.safeParse({ email: 'casey@example.com', password: 'x' }).success).toBe(true);
  });
});

describe('signUpSchema', () => {
  it('checks the name, the address and the password against the policy', () => {
    const schema = signUpSchema(strict);
    expect(
      messages(schema.safeParse({ displayName: ' ', email: 'nope', password: 'short' })),
    ).toEqual({
      displayName: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      password: 'Your password needs at least 8 characters and a number.',
    });
    expect(
      messages(schema.safeParse({ displayName: 'Casey', email: 'c@example.com', password: '' })),
    ).toEqual({
      password: 'Choose a password.',
    });
    expect(
      schema.parse({
        displayName: ' Casey Camper ',
        email: 'c@example.com',
        password: 'campfire7',
      }),
    ).toEqual({
      displayName: 'Casey Camper',
      email: 'c@example.com',
      password: 'campfire7',
    });
  });

  it('uses the fallback minimum of 6 characters when the service has no policy', () => {
    const schema = signUpSchema(FALLBACK_PASSWORD_POLICY);
    const form = { displayName: 'Casey', email: 'c@example.com' };
    expect(schema.safeParse({ ...form, password: '12345' }).success).toBe(false);
    expect(schema.safeParse({ ...form, password: '123456' }).success).toBe(true);
  });
});

describe('newPasswordFormSchema', () => {
  it('applies the policy to the new password', () => {
    const schema = newPasswordFormSchema(strict);
    expect(messages(schema.safeParse({ password: 'campfire' }))).toEqual({
      password: 'Your password needs a number.',
    });
    expect(messages(schema.safeParse({ password: '' }))).toEqual({
      password: 'Choose a password.',
    });
    expect(schema.parse({ password: 'campfire7' })).toEqual({ password: 'campfire7' });
  });
});

describe('small forms', () => {
  it('emailFormSchema and reauthenticateFormSchema say what is missing', () => {
    expect(messages(emailFormSchema.safeParse({ email: '' }))).toEqual({
      email: 'Enter your e-mail address.',
    });
    expect(messages(reauthenticateFormSchema.safeParse({ password: '' }))).toEqual({
      password: 'Enter your password.',
    });
  });
});

describe('myDetailsFormSchema', () => {
  it('treats an empty phone as none and normalises a given one', () => {
    expect(myDetailsFormSchema.parse({ displayName: ' Casey ', phone: '  ' })).toEqual({
      displayName: 'Casey',
    });
    expect(myDetailsFormSchema.parse({ displayName: 'Casey', phone: '0412 345 678' })).toEqual({
      displayName: 'Casey',
      phone: '+61412345678',
    });
  });

  it('explains a bad phone number or name', () => {
    expect(messages(myDetailsFormSchema.safeParse({ displayName: '', phone: '12345' }))).toEqual({
      displayName: 'Enter your name.',
      phone: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432.',
    });
  });
});

describe('account deletion', () => {
  it('the form needs DELETE typed out', () => {
    expect(deleteAccountFormSchema.safeParse({ confirmation: ' DELETE ' }).success).toBe(true);
    expect(messages(deleteAccountFormSchema.safeParse({ confirmation: 'delete' }))).toEqual({
      confirmation: 'Type DELETE in capital letters to confirm.',
    });
  });

  it('the callable needs confirm: true and nothing else', () => {
    expect(deleteMyAccountRequestSchema.safeParse({ confirm: true }).success).toBe(true);
    expect(messages(deleteMyAccountRequestSchema.safeParse({ confirm: 'yes' }))).toEqual({
      confirm: 'Confirm that you want to delete your account by sending confirm: true.',
    });
    expect(
      deleteMyAccountRequestSchema.safeParse({ confirm: true, uid: 'someone-else' }).success,
    ).toBe(false);
  });
});
