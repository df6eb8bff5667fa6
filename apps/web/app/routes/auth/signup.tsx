import { pageTitle } from '@camping/domain/site/page-title';
import { signUpSchema } from '@camping/domain/identity/account';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { authErrorText } from '../../auth/error-code.ts';
import { loadAuthModule } from '../../auth/load-auth.ts';
import { safeReturnTo, withReturnTo } from '../../auth/return-to.ts';
import { usePasswordPolicy } from '../../auth/use-password-policy.ts';
import { AuthPage } from '../../components/account/auth-page.tsx';
import { FormMessage } from '../../components/account/form-message.tsx';
import { NewPasswordField } from '../../components/account/password-requirements.tsx';
import { SocialSignIn } from '../../components/account/social-sign-in.tsx';
import { TextField } from '@camping/ui/form-field';
import { EmailField } from '../../components/account/email-field.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { textLink } from '../../components/styles.ts';

/**
 * Sign-up with a display name, e-mail and password checked against the project's password policy
 * as the person types. The new account is signed in at once, so the guest-only guard moves on to
 * My Account (or wherever the person was going) while the profile is written and the e-mail
 * verification sent.
 */
export default function SignUp() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
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
    let uid: string;
    try {
      uid = (await firebase.createAccount(email, password)).uid;
    } catch (error) {
      setFailure(authErrorText(error));
      return;
    }
    // Signed in from here on: this page is on its way out, so what follows reports by toast.
    try {
      await firebase.finishSignUp(displayName);
      await (
        await import('../../auth/account-data.ts')
      ).createProfileIfMissing({ uid, email, displayName });
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
    <AuthPage
      title="Sign Up"
      intro="Create an account to book a stay and keep track of your bookings."
    >
      <PageMeta title={pageTitle('Sign Up')} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <form noValidate onSubmit={signUp} className="space-y-4">
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
        <LoadingButton
          type="submit"
          loading={isSubmitting}
          loadingLabel="Creating your account…"
          className="w-full"
        >
          Sign up
        </LoadingButton>
      </form>
      <SocialSignIn onStart={() => setFailure(null)} onError={setFailure} />
      <p className="text-center">
        Already have an account?{' '}
        <Link to={withReturnTo('/login', returnTo)} className={textLink}>
          Log in
        </Link>
      </p>
    </AuthPage>
  );
}
