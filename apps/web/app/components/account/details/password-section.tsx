import { newPasswordFormSchema } from '@camping/domain/identity/account';
import { LoadingButton } from '@camping/ui/loading-button';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { authErrorText } from '../../../auth/error-code.ts';
import { loadAuthModule } from '../../../auth/load-auth.ts';
import { ReauthenticationCancelled } from '../../../auth/recent-login.ts';
import { socialProviderFor } from '../../../auth/social-providers.ts';
import { usePasswordPolicy } from '../../../auth/use-password-policy.ts';
import { useSignedInUser } from '../../../auth/use-signed-in-user.ts';
import { FormMessage } from '../form-message.tsx';
import { NewPasswordField } from '../password-requirements.tsx';
import { useRecentLogin } from '../use-recent-login.tsx';
import { useSchemaForm } from '../../use-schema-form.ts';
import { DetailsSection } from './section.tsx';

/** A new password, after confirming it is them when the identity service asks (requires-recent-login). */
export function PasswordSection() {
  const user = useSignedInUser();
  const hasPassword = user.providerIds.includes('password');
  const providers = user.providerIds.flatMap((id) => socialProviderFor(id)?.label ?? []);

  return (
    <DetailsSection id="password" title="Password">
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p>
          You log in with {providers.join(' or ') || 'an e-mail link'}, so there is no password to
          change here.
        </p>
      )}
    </DetailsSection>
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
      <form noValidate onSubmit={change} className="space-y-4">
        <NewPasswordField
          password={password}
          policy={policy}
          error={errors.password?.message}
          {...register('password')}
        />
        <LoadingButton type="submit" loading={isSubmitting} loadingLabel="Changing…">
          Change password
        </LoadingButton>
      </form>
      {dialog}
    </>
  );
}
