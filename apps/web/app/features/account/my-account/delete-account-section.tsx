import {
  DELETE_ACCOUNT_CONFIRMATION,
  deleteAccountFormSchema,
} from '@camping/domain/identity/account';
import { dangerButton, secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { PATHS } from '@camping/domain/site/paths';
import { SubmitButton } from '@camping/ui/submit-button';
import { showToast } from '@camping/ui/toaster';
import { useModalDialog } from '@camping/ui/use-modal-dialog';
import { useState } from 'react';
import { useAuth } from '#app/features/account/auth-context.tsx';
import { errorCode } from '#app/features/account/error-code.ts';
import { FormMessage } from '#app/features/account/form-message.tsx';
import { CardSection } from '#app/shared/card-section.tsx';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
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

/** What the deleteMyAccount function's refusals say is meant for people; anything else is not. */
const SPOKEN_FUNCTION_ERRORS = [
  'functions/failed-precondition',
  'functions/invalid-argument',
  'functions/unauthenticated',
];

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  // Shown at once; when it goes, focus goes back to what opened it.
  const dialog = useModalDialog();
  const { logout } = useAuth();
  const { withRecentLogin, dialog: reauthenticateDialog } = useRecentLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(deleteAccountFormSchema, { confirmation: '' });

  const deleteAccount = handleSubmit(async () => {
    setFailure(null);
    try {
      await withRecentLogin(async () => {
        const { callFunction } = await import('#app/firebase/functions.ts');
        await callFunction('deleteMyAccount', { confirm: true });
      });
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) setFailure(error.message);
      else if (SPOKEN_FUNCTION_ERRORS.includes(errorCode(error) ?? ''))
        setFailure((error as Error).message);
      else setFailure('We could not delete your account. Check your connection and try again.');
      return;
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
    <dialog
      ref={dialog}
      aria-labelledby="confirm-deletion-heading"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-stone-900/60"
    >
      <form method="post" noValidate onSubmit={deleteAccount} className="space-y-4">
        <h2 id="confirm-deletion-heading" className="text-xl font-bold text-forest-900">
          Delete your account?
        </h2>
        <WhatHappens />
        <p className="font-semibold">This cannot be undone.</p>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <TextField
          label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoFocus
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            submitting={isSubmitting}
            submittingLabel="Deleting your account…"
            tone="danger"
          >
            Delete my account permanently
          </SubmitButton>
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
        </div>
      </form>
      {reauthenticateDialog}
    </dialog>
  );
}
