import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { newPasswordFormSchema } from '@camping/domain/identity/account';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { withReturnTo } from '@camping/ui/return-to';
import { SubmitButton } from '@camping/ui/submit-button';
import { EmailAddress } from '#app/shared/email-address.tsx';
import { queryKeys } from '#app/shared/query-keys.ts';
import { textLink } from '#app/shared/styles.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { NewPasswordField } from '../password-requirements.tsx';
import { usePasswordPolicy } from '../use-password-policy.ts';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';

/** The second half of "forgot password": the code from the e-mail, and a new password. */
export function ResetPassword({ code }: { code: string }) {
  const returnTo = useReturnTo();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => newPasswordFormSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const account = useQuery({
    queryKey: queryKeys.passwordResetCode(code),
    queryFn: async () => (await loadAuthModule()).emailOfPasswordReset(code),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { password: '' });
  const password = useWatch({ control, name: 'password' });

  const save = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await (await loadAuthModule()).resetPassword(code, form.password);
      setDone(true);
    } catch (error) {
      setFailure(authErrorText(error));
    }
  });

  return (
    <AuthFrame title="Choose a new password">
      {account.isPending && <p role="status">Checking your link…</p>}
      {account.isError && (
        <>
          <FormMessage tone="error">{authErrorText(account.error)}</FormMessage>
          <Link to={withReturnTo(PATHS.forgotPassword, returnTo)} className={primaryButton}>
            Send me a new link
          </Link>
        </>
      )}
      {account.data && done && (
        <>
          <FormMessage tone="success">
            Your password has been changed. Log in with your new password.
          </FormMessage>
          <Link
            to={withReturnTo(`${PATHS.login}?email=${encodeURIComponent(account.data)}`, returnTo)}
            className={primaryButton}
          >
            Go to login
          </Link>
        </>
      )}
      {account.data && !done && (
        <>
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <p>
            Choose a new password for{' '}
            <strong>
              <EmailAddress email={account.data} />
            </strong>
            .
          </p>
          <form method="post" noValidate onSubmit={save} className="space-y-4">
            <NewPasswordField
              password={password}
              policy={policy}
              error={errors.password?.message}
              {...register('password')}
            />
            <SubmitButton submitting={isSubmitting} submittingLabel="Saving…" fullWidth>
              Save new password
            </SubmitButton>
          </form>
          <p className="text-center">
            <Link to={withReturnTo(PATHS.login, returnTo)} className={textLink}>
              Back to login
            </Link>
          </p>
        </>
      )}
    </AuthFrame>
  );
}
