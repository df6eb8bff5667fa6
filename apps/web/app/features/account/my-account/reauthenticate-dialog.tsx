import { useState } from 'react';
import { reauthenticateFormSchema } from '@camping/domain/identity/account';
import { secondaryButton } from '@camping/ui/button-styles';
import { Dialog, DIALOG_BACK } from '@camping/ui/dialog';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { ProviderMark } from '../provider-mark.tsx';
import { socialProviderFor, type SocialProvider } from '../social-providers.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';

export interface ReauthenticateDialogProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you": the password again (the Dialog in form mode), or the provider the person logs
 * in with. Escape cancels.
 */
export function ReauthenticateDialog({ onConfirmed, onCancel }: ReauthenticateDialogProps) {
  const user = useSignedInUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyProvider, setBusyProvider] = useState<SocialProvider['id'] | null>(null);
  const hasPassword = user.providerIds.includes('password');
  const providers = user.providerIds.flatMap((id) => socialProviderFor(id) ?? []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reauthenticateFormSchema, { password: '' });

  const confirmWithPassword = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await (await loadAuthModule()).reauthenticateWithPassword(password);
      onConfirmed();
    } catch (error) {
      setFailure(authErrorText(error));
    }
  });

  async function confirmWithProvider(provider: SocialProvider) {
    setFailure(null);
    setBusyProvider(provider.id);
    try {
      await (await loadAuthModule()).reauthenticateWithSocialProvider(provider.id);
      onConfirmed();
    } catch (error) {
      setFailure(authErrorText(error));
    } finally {
      setBusyProvider(null);
    }
  }

  return (
    <Dialog
      title="Confirm it’s you"
      width="narrow"
      busy={isSubmitting || busyProvider !== null}
      onSubmit={hasPassword ? confirmWithPassword : undefined}
      onClose={onCancel}
    >
      <p>For your security, please log in again to continue.</p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {hasPassword && (
        <>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <SubmitButton submitting={isSubmitting} submittingLabel="Checking…" fullWidth>
            Confirm
          </SubmitButton>
        </>
      )}
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          onClick={() => void confirmWithProvider(provider)}
          disabled={busyProvider !== null}
          className={`${secondaryButton} w-full`}
        >
          <ProviderMark provider={provider.id} />
          {busyProvider === provider.id
            ? `Opening ${provider.label}…`
            : `Continue with ${provider.label}`}
        </button>
      ))}
      <button
        {...DIALOG_BACK}
        type="button"
        onClick={onCancel}
        className={`${secondaryButton} w-full`}
      >
        Cancel
      </button>
    </Dialog>
  );
}
