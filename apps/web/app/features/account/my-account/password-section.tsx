import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { newPasswordFormSchema } from '@camping/domain/identity/account';
import { SubmitButton } from '@camping/ui/submit-button';
import { CardSection } from '#app/shared/card-section.tsx';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { NewPasswordField } from '../password-requirements.tsx';
import { socialProviderFor } from '../social-providers.ts';
import { usePasswordPolicy } from '../use-password-policy.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';
import { ReauthenticationCancelled } from './recent-login.ts';
import { useRecentLogin } from './use-recent-login.tsx';

/** A new password, after confirming it is them when the identity service asks (requires-recent-login). */
export function PasswordSection() {
  const user = useSignedInUser();
  const hasPassword = user.providerIds.includes('password');
  const providers = user.providerIds.flatMap((id) => socialProviderFor(id)?.label ?? []);

  return (
    <CardSection title="Password">
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p>
          You log in with {providers.join(' or ') || 'an e-mail link'}, so there is no password to
          change here.
        </p>
      )}
    </CardSection>
  );
}

function PasswordForm() {
  const policy = usePasswordPolicy();
  const schema = useMemo(() => newPasswordFormSchema(policy), [policy]);
  const { withRecentLogin, dialog } = useRecentLogin();
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'error' | 'info';
    message: string;
  } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { password: '' });
  const password = useWatch({ control, name: 'password' });

  const change = handleSubmit(async (form) => {
    setOutcome(null);
    try {
      await withRecentLogin(async () => (await loadAuthModule()).changePassword(form.password));
      reset();
      setOutcome({ tone: 'success', message: 'Your password has been changed.' });
    } catch (error) {
      setOutcome(
        error instanceof ReauthenticationCancelled
          ? { tone: 'info', message: error.message }
          : { tone: 'error', message: authErrorText(error) },
      );
    }
  });

  return (
    <>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <form method="post" noValidate onSubmit={change} className="space-y-4">
        <NewPasswordField
          password={password}
          policy={policy}
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton submitting={isSubmitting} submittingLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
      {dialog}
    </>
  );
}
