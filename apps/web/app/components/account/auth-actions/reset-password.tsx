import { newPasswordFormSchema } from '@camping/domain/identity/account';
import { LoadingButton } from '@camping/ui/loading-button';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { authErrorText } from '../../../auth/error-code.ts';
import { loadAuthModule } from '../../../auth/load-auth.ts';
import { usePasswordPolicy } from '../../../auth/use-password-policy.ts';
import { primaryButton, textLink } from '../../styles.ts';
import { AuthPage } from '../auth-page.tsx';
import { FormMessage } from '../form-message.tsx';
import { NewPasswordField } from '../password-requirements.tsx';
import { useSchemaForm } from '../../use-schema-form.ts';

/** The second half of "forgot password": the code from the e-mail, and a new password. */
export function ResetPassword({ code }: { code: string }) {
  const policy = usePasswordPolicy();
  const schema = useMemo(() => newPasswordFormSchema(policy), [policy]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const account = useQuery({
    queryKey: ['passwordResetCode', code],
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
    <AuthPage title="Choose a new password">
      {account.isPending && <p role="status">Checking your link…</p>}
      {account.isError && (
        <>
          <FormMessage tone="error">{authErrorText(account.error)}</FormMessage>
          <Link to="/forgot-password" className={primaryButton}>
            Send me a new link
          </Link>
        </>
      )}
      {account.data && done && (
        <>
          <FormMessage tone="success">
            Your password has been changed. Log in with your new password.
          </FormMessage>
          <Link to={`/login?email=${encodeURIComponent(account.data)}`} className={primaryButton}>
            Go to login
          </Link>
        </>
      )}
      {account.data && !done && (
        <>
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <p>
            Choose a new password for <strong className="wrap-anywhere">{account.data}</strong>.
          </p>
          <form noValidate onSubmit={save} className="space-y-4">
            <NewPasswordField
              password={password}
              policy={policy}
              error={errors.password?.message}
              {...register('password')}
            />
            <LoadingButton
              type="submit"
              loading={isSubmitting}
              loadingLabel="Saving…"
              className="w-full"
            >
              Save new password
            </LoadingButton>
          </form>
          <p className="text-center">
            <Link to="/login" className={textLink}>
              Back to login
            </Link>
          </p>
        </>
      )}
    </AuthPage>
  );
}
