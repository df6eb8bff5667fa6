import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountFormSchema,
} from '@camping/domain/identity/account';
import { PATHS } from '@camping/domain/site/paths';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { dangerButton } from '@camping/ui/danger-button-styles';
import { TextField } from '@camping/ui/form-field';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { deleteMyAccount } from '../account-calls.ts';
import { useAuth } from '../auth-context.tsx';
import { ReauthenticationCancelled } from './recent-login.ts';
import { useRecentLogin } from './use-recent-login.tsx';

function WhatHappens() {
  return (
    <ul className="list-disc space-y-1 pl-5">
      <li>Your login and your details (name, e-mail address and phone number) are deleted.</li>
      <li>
        Your past bookings are kept for our records, as Australian tax law requires, but they are no
        longer linked to you: you will not see them again.
      </li>
      <li>If you have a stay still to come, contact us to cancel it first.</li>
    </ul>
  );
}

/** Deleting the account, after a clear statement of what happens and typing DELETE to confirm. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <CardSection title="Delete account">
      <WhatHappens />
      <button type="button" onClick={() => setConfirming(true)} className={dangerButton}>
        Delete account…
      </button>
      {confirming && <ConfirmDeletion onClose={() => setConfirming(false)} />}
    </CardSection>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const { logout } = useAuth();
  const { withRecentLogin, dialog: reauthenticateDialog } = useRecentLogin();
  const remove = useMutation({ mutationFn: () => withRecentLogin(deleteMyAccount) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(deleteAccountFormSchema, { confirmation: '' });

  const deleteAccount = handleSubmit(async () => {
    try {
      await remove.mutateAsync();
    } catch {
      return; // Said in the dialog (remove.error).
    }
    // The account is gone, and the session with it: home, rather than the guard's /login.
    await logout({ goTo: PATHS.home });
    showToast({
      severity: 'success',
      summary: 'Your account has been deleted.',
      detail: 'Thank you for camping with us.',
    });
  });

  return (
    <>
      <ConfirmDialog
        title="Delete your account?"
        confirmLabel="Delete my account permanently"
        busyLabel="Deleting your account…"
        backLabel="Cancel"
        tone="danger"
        // Still busy once deleted, while the session ends and the page changes.
        busy={remove.isPending || remove.isSuccess}
        error={
          remove.error instanceof ReauthenticationCancelled
            ? remove.error.message
            : remove.isError
              ? spokenMessage(
                  remove.error,
                  'We could not delete your account. Check your connection and try again.',
                )
              : null
        }
        onConfirm={() => void deleteAccount()}
        onClose={onClose}
      >
        <WhatHappens />
        <p className="font-semibold">This cannot be undone.</p>
        <TextField
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
      </ConfirmDialog>
      {/* Beside the dialog, not in its form: a submit inside would reach the form's handler too. */}
      {reauthenticateDialog}
    </>
  );
}
