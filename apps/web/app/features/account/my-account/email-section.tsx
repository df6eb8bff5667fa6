import { useState } from 'react';
import { emailFormSchema } from '@camping/domain/identity/account';
import { normaliseEmail } from '@camping/domain/identity/credentials';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { CardSection } from '#app/shared/card-section.tsx';
import { EmailAddress } from '#app/shared/email-address.tsx';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';
import { ReauthenticationCancelled } from './recent-login.ts';
import { useRecentLogin } from './use-recent-login.tsx';

type Outcome = { tone: 'success' | 'error' | 'info'; message: string } | null;

/**
 * The e-mail address: whether it is verified, and changing it. A new address takes effect only once
 * the link sent to it is opened, so a typo never locks anyone out.
 */
export function EmailSection() {
  const user = useSignedInUser();
  const { withRecentLogin, dialog } = useRecentLogin();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendingVerification, setSendingVerification] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(emailFormSchema, { email: '' });

  const changeEmail = handleSubmit(async ({ email }) => {
    setOutcome(null);
    // `email` comes normalised from the schema; the identity service's copy is compared the same way.
    if (user.email !== null && email === normaliseEmail(user.email)) {
      setError('email', { message: 'That is already your e-mail address. Enter the new one.' });
      return;
    }
    try {
      await withRecentLogin(async () => (await loadAuthModule()).requestEmailChange(email));
      reset();
      setOutcome({
        tone: 'success',
        message: `We have sent a link to ${email}. Your e-mail address changes when you open it; until then, keep logging in with ${user.email}.`,
      });
    } catch (error) {
      setOutcome(
        error instanceof ReauthenticationCancelled
          ? { tone: 'info', message: error.message }
          : { tone: 'error', message: authErrorText(error) },
      );
    }
  });

  async function sendVerification() {
    setOutcome(null);
    setSendingVerification(true);
    try {
      await (await loadAuthModule()).resendVerificationEmail();
      setOutcome({
        tone: 'success',
        message: `We have sent a verification link to ${user.email}.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    } finally {
      setSendingVerification(false);
    }
  }

  return (
    <CardSection title="E-mail address">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <p>
        {user.email ? (
          <>
            Your e-mail address is{' '}
            <strong>
              <EmailAddress email={user.email} />
            </strong>{' '}
            {user.emailVerified ? '(verified).' : '(not verified yet).'}
          </>
        ) : (
          'Your account has no e-mail address yet.'
        )}
      </p>
      {user.email && !user.emailVerified && (
        <button
          type="button"
          onClick={() => void sendVerification()}
          disabled={sendingVerification}
          aria-busy={sendingVerification}
          className={secondaryButton}
        >
          {sendingVerification ? 'Sending…' : 'Send verification link'}
        </button>
      )}
      <form method="post" noValidate onSubmit={changeEmail} className="space-y-4">
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton submitting={isSubmitting} submittingLabel="Sending…">
          Change e-mail address
        </SubmitButton>
      </form>
      {dialog}
    </CardSection>
  );
}
