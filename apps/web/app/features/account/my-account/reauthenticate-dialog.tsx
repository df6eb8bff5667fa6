import { reauthenticateFormSchema } from '@camping/domain/identity/account';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { useModalDialog } from '@camping/ui/use-modal-dialog';
import { useState } from 'react';
import { authErrorText } from '#app/features/account/error-code.ts';
import { FormMessage } from '#app/features/account/form-message.tsx';
import { loadAuthModule } from '#app/features/account/load-auth.ts';
import { socialProviderFor, type SocialProvider } from '#app/features/account/social-providers.ts';
import { useSignedInUser } from '#app/features/account/use-signed-in-user.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { ProviderMark } from '#app/features/account/provider-mark.tsx';

export interface ReauthenticateDialogProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you": the password again, or the provider the person logs in with. A modal dialog:
 * focus stays inside, Escape cancels.
 */
export function ReauthenticateDialog({ onConfirmed, onCancel }: ReauthenticateDialogProps) {
  const user = useSignedInUser();
  // Shown at once; when it goes, focus goes back to what opened it.
  const dialog = useModalDialog();
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
    <dialog
      ref={dialog}
      aria-labelledby="reauthenticate-heading"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-stone-900/60"
    >
      <div className="space-y-4">
        <h2 id="reauthenticate-heading" className="text-xl font-bold text-forest-900">
          Confirm it’s you
        </h2>
        <p>For your security, please log in again to continue.</p>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {hasPassword && (
          <form method="post" noValidate onSubmit={confirmWithPassword} className="space-y-4">
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              autoFocus
              error={errors.password?.message}
              {...register('password')}
            />
            <SubmitButton submitting={isSubmitting} submittingLabel="Checking…" fullWidth>
              Confirm
            </SubmitButton>
          </form>
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
        <button type="button" onClick={onCancel} className={`${secondaryButton} w-full`}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
