import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailFormSchema } from '@camping/domain/identity/account';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { withReturnTo } from '@camping/ui/return-to';
import { SubmitButton } from '@camping/ui/submit-button';
import { queryKeys } from '#app/shared/query-keys.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { EmailField } from '../email-field.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * Passwordless sign-in from the link e-mailed by /login. Opened in the browser that asked for it, the
 * address is remembered; elsewhere the person confirms it first. Once signed in, the guest-only
 * guard moves on.
 */
export function EmailLinkSignIn() {
  const href = window.location.href;
  const returnTo = useReturnTo();
  const link = useQuery({
    // A query, not an effect: the one-time link is used once however often the page mounts.
    queryKey: queryKeys.emailSignInLink(href),
    queryFn: async () => {
      const firebase = await loadAuthModule();
      if (!firebase.isSignInLink(href)) return 'invalid' as const;
      const email = firebase.emailForSignInLink();
      if (!email) return 'needs-email' as const;
      await firebase.signInWithLink(email, href);
      return 'signed-in' as const;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthFrame title="Log in with your e-mail link">
      {(link.isPending || link.data === 'signed-in') && <p role="status">Logging you in…</p>}
      {(link.isError || link.data === 'invalid') && (
        <>
          <FormMessage tone="error">
            {link.isError
              ? authErrorText(link.error)
              : 'This sign-in link is incomplete or has been changed. Ask for a new one on the login page.'}
          </FormMessage>
          <Link to={withReturnTo(PATHS.login, returnTo)} className={primaryButton}>
            Go to login
          </Link>
        </>
      )}
      {link.data === 'needs-email' && <ConfirmEmail href={href} />}
    </AuthFrame>
  );
}

function ConfirmEmail({ href }: { href: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(emailFormSchema, { email: '' });

  const confirm = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await (await loadAuthModule()).signInWithLink(email, href);
    } catch (error) {
      setFailure(authErrorText(error));
    }
  });

  return (
    <>
      <p>
        This link was opened in a different browser from the one that asked for it. Confirm your
        e-mail address to log in.
      </p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <form method="post" noValidate onSubmit={confirm} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton submitting={isSubmitting} submittingLabel="Logging in…" fullWidth>
          Login
        </SubmitButton>
      </form>
    </>
  );
}
