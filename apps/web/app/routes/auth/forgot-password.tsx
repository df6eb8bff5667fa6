import { pageTitle } from '@camping/domain/site/page-title';
import { emailFormSchema } from '@camping/domain/identity/account';
import { LoadingButton } from '@camping/ui/loading-button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authErrorText } from '../../auth/error-code.ts';
import { loadAuthModule } from '../../auth/load-auth.ts';
import { safeReturnTo, withReturnTo } from '../../auth/return-to.ts';
import { AuthPage } from '../../components/account/auth-page.tsx';
import { FormMessage } from '../../components/account/form-message.tsx';
import { EmailField } from '../../components/account/email-field.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSchemaForm } from '../../components/use-schema-form.ts';
import { textLink } from '../../components/styles.ts';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/** Sends the password-reset e-mail; its link opens /auth, where the new password is chosen. */
export default function ForgotPassword() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(emailFormSchema, { email: searchParams.get('email') ?? '' });

  const sendReset = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await (await loadAuthModule()).sendPasswordReset(email);
      setOutcome({
        tone: 'success',
        message: `If there is an account for ${email}, we have e-mailed it a link to choose a new password. The link works for one hour.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    }
  });

  return (
    <AuthPage
      title="Forgot password"
      intro="Tell us your e-mail address and we will send you a link to choose a new password."
    >
      <PageMeta title={pageTitle('Forgot password')} />
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <form noValidate onSubmit={sendReset} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <LoadingButton
          type="submit"
          loading={isSubmitting}
          loadingLabel="Sending…"
          className="w-full"
        >
          Send reset link
        </LoadingButton>
      </form>
      <p className="text-center">
        Remembered it?{' '}
        <Link to={withReturnTo('/login', returnTo)} className={textLink}>
          Back to login
        </Link>
      </p>
    </AuthPage>
  );
}
