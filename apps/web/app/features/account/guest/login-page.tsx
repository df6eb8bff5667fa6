import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailFieldSchema, loginSchema } from '@camping/domain/identity/account';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { TextField } from '@camping/ui/form-field';
import { withReturnTo } from '@camping/ui/return-to';
import { SubmitButton } from '@camping/ui/submit-button';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { useAuth } from '../auth-context.tsx';
import { EmailField } from '../email-field.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/**
 * Login with e-mail and password, with a sign-in link by e-mail (passwordless), or with a provider.
 * Once signed in, the guest-only guard sends the person on to where they were going.
 */
export default function LoginPage() {
  const { notice } = useAuth();
  const [searchParams] = useSearchParams();
  const returnTo = useReturnTo();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendingLink, setSendingLink] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema, { email: searchParams.get('email') ?? '', password: '' });

  const logIn = handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    try {
      await (await loadAuthModule()).logInWithEmail(email, password);
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    }
  });

  async function emailSignInLink() {
    setOutcome(null);
    if (!(await trigger('email'))) return;
    const email = emailFieldSchema.parse(getValues('email'));
    setSendingLink(true);
    try {
      await (await loadAuthModule()).sendSignInLink(email, returnTo);
      setOutcome({
        tone: 'success',
        message: `We have e-mailed a sign-in link to ${email}. Open it in this browser to log in; it works once.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    } finally {
      setSendingLink(false);
    }
  }

  return (
    <AuthFrame title="Login" intro="Welcome back. Log in to book a stay and manage your bookings.">
      <PageMeta title={pageTitle('Login')} />
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <form method="post" noValidate onSubmit={logIn} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-sm">
          <Link to={withReturnTo(PATHS.forgotPassword, returnTo)} className={textLink}>
            Forgot your password?
          </Link>
        </p>
        <SubmitButton submitting={isSubmitting} submittingLabel="Logging in…" fullWidth>
          Login
        </SubmitButton>
        <div className="border-t border-stone-200 pt-4">
          <p className="mb-2 text-sm text-stone-700">
            No password? We can e-mail you a link that logs you in.
          </p>
          <button
            type="button"
            onClick={() => void emailSignInLink()}
            disabled={sendingLink}
            aria-busy={sendingLink}
            className="w-full rounded-md bg-white px-4 py-2 font-semibold text-forest-800 shadow-sm ring-1 ring-forest-700/30 hover:bg-forest-50 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {sendingLink ? 'Sending the link…' : 'E-mail me a sign-in link'}
          </button>
        </div>
      </form>
      <SocialSignIn
        onStart={() => setOutcome(null)}
        onError={(message) => setOutcome({ tone: 'error', message })}
      />
      <p className="text-center">
        New here?{' '}
        <Link to={withReturnTo(PATHS.signup, returnTo)} className={textLink}>
          Sign up
        </Link>
      </p>
    </AuthFrame>
  );
}
