import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { signUpSchema } from '@camping/domain/identity/account';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { TextField } from '@camping/ui/form-field';
import { withReturnTo } from '@camping/ui/return-to';
import { SubmitButton } from '@camping/ui/submit-button';
import { showToast } from '@camping/ui/toaster';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { EmailField } from '../email-field.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { NewPasswordField } from '../password-requirements.tsx';
import { signUpName } from '../sign-up-name.ts';
import { usePasswordPolicy } from '../use-password-policy.ts';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

/**
 * Sign-up with a display name, e-mail and password checked against the project's password policy
 * as the person types. The new account is signed in at once, so the guest-only guard moves on to
 * My Account (or wherever the person was going) while the profile is written and the e-mail
 * verification sent. The name typed is kept in the tab until the profile holds it: a reload in
 * between still gives the profile that name (ensureProfile, on the next page load).
 */
export default function SignUpPage() {
  const returnTo = useReturnTo();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => signUpSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { displayName: '', email: '', password: '' });
  const password = useWatch({ control, name: 'password' });

  const signUp = handleSubmit(async ({ displayName, email, password }) => {
    setFailure(null);
    const firebase = await loadAuthModule();
    signUpName.remember(email, displayName);
    let uid: string;
    try {
      uid = (await firebase.createAccount(email, password)).uid;
    } catch (error) {
      signUpName.forget();
      setFailure(authErrorText(error));
      return;
    }
    // Signed in from here on: this page is on its way out, so what follows reports by toast.
    try {
      await firebase.finishSignUp(displayName);
      await (await import('../profile.ts')).ensureProfile({ uid, email, displayName });
      showToast({
        severity: 'success',
        summary: `Welcome, ${displayName}!`,
        detail: `We have sent a link to ${email} to verify your e-mail address.`,
      });
    } catch (error) {
      showToast({
        severity: 'warn',
        summary: 'Your account is ready, with one thing left to do',
        detail: `${authErrorText(error)} You can finish on My Details.`,
        sticky: true,
      });
    }
  });

  return (
    <AuthFrame title="Sign Up" intro="Sign up to book a stay and keep track of your bookings.">
      <PageMeta title={pageTitle('Sign Up')} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <form method="post" noValidate onSubmit={signUp} className="space-y-4">
        <TextField
          label="Display name"
          autoComplete="name"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordField
          label="Password"
          password={password}
          policy={policy}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton submitting={isSubmitting} submittingLabel="Creating your account…" fullWidth>
          Sign up
        </SubmitButton>
      </form>
      <SocialSignIn onStart={() => setFailure(null)} onError={setFailure} />
      <p className="text-center">
        Already have an account?{' '}
        <Link to={withReturnTo(PATHS.login, returnTo)} className={textLink}>
          Log in
        </Link>
      </p>
    </AuthFrame>
  );
}
