import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { myDetailsFormSchema } from '@camping/domain/identity/account';
import type { UserProfile } from '@camping/domain/identity/user-profile';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { userProfileQuery } from '../profile-queries.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';

/** +61412345678 -> 0412 345 678; +61298765432 -> (02) 9876 5432: how Australians write them. */
function nationalPhone(e164: string): string {
  const digits = `0${e164.slice(3)}`;
  return digits.startsWith('04')
    ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
    : `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** Display name and phone, kept in `users/{uid}` (and the name on the sign-in account too). */
export function ProfileSection() {
  const user = useSignedInUser();
  const profile = useQuery(userProfileQuery(user.uid));

  return (
    <CardSection title="Your details">
      {profile.isPending && <p role="status">Loading your details…</p>}
      {profile.isError && (
        <QueryError
          message="We could not load your details."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {profile.isSuccess && <ProfileForm profile={profile.data} />}
    </CardSection>
  );
}

function ProfileForm({ profile }: { profile: UserProfile | null }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(myDetailsFormSchema, {
    displayName: profile?.displayName ?? user.displayName ?? '',
    phone: profile?.phone ? nationalPhone(profile.phone) : '',
  });

  const save = handleSubmit(async (details) => {
    setOutcome(null);
    if (!user.email) {
      setOutcome({
        tone: 'error',
        message: 'Add an e-mail address to your account before saving your details.',
      });
      return;
    }
    try {
      const accountData = await import('../profile.ts');
      const saved = await accountData.saveProfile({ uid: user.uid, email: user.email }, details);
      if (details.displayName !== user.displayName) {
        await (await loadAuthModule()).changeDisplayName(details.displayName);
      }
      queryClient.setQueryData(userProfileQuery(user.uid).queryKey, saved);
      reset({
        displayName: saved.displayName,
        phone: saved.phone ? nationalPhone(saved.phone) : '',
      });
      setOutcome({ tone: 'success', message: 'Your details have been saved.' });
    } catch {
      setOutcome({
        tone: 'error',
        message: 'We could not save your details. Check your connection and try again.',
      });
    }
  });

  return (
    <form method="post" noValidate onSubmit={save} className="space-y-4">
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <TextField
        label="Display name"
        autoComplete="name"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        hint="An Australian number, so our crew can reach you on the day, like 0412 345 678."
        {...register('phone')}
      />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save details
      </SubmitButton>
    </form>
  );
}
