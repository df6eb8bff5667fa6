import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailFormSchema } from '@camping/domain/identity/account';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { withReturnTo } from '@camping/ui/return-to';
import { SubmitButton } from '@camping/ui/submit-button';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { EmailField } from '../email-field.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';

type Outcome = { tone: 'error' | 'success'; message: string } | null;

/** Sends the password-reset e-mail; its link opens /auth, where the new password is chosen. */
export default function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const returnTo = useReturnTo();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(emailFormSchema, { email: searchParams.get('email') ?? '' });

  const sendReset = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await (await loadAuthModule()).sendPasswordReset(email, returnTo);
      setOutcome({
        tone: 'success',
        message: `If there is an account for ${email}, we have e-mailed it a link to choose a new password. The link works for one hour.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    }
  });

  return (
    <AuthFrame
      title="Forgot password"
      intro="Tell us your e-mail address and we will send you a link to choose a new password."
    >
      <PageMeta title={pageTitle('Forgot password')} />
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <form method="post" noValidate onSubmit={sendReset} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton submitting={isSubmitting} submittingLabel="Sending…" fullWidth>
          Send reset link
        </SubmitButton>
      </form>
      <p className="text-center">
        Remembered it?{' '}
        <Link to={withReturnTo(PATHS.login, returnTo)} className={textLink}>
          Back to login
        </Link>
      </p>
    </AuthFrame>
  );
}
