import { emailFormSchema } from '@camping/domain/identity/account';
import { LoadingButton } from '@camping/ui/loading-button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { authErrorText } from '../../../auth/error-code.ts';
import { loadAuthModule } from '../../../auth/load-auth.ts';
import { primaryButton } from '../../styles.ts';
import { AuthPage } from '../auth-page.tsx';
import { FormMessage } from '../form-message.tsx';
import { EmailField } from '../email-field.tsx';
import { useSchemaForm } from '../../use-schema-form.ts';

async function signInWithLink(email: string, href: string) {
  const result = await (await loadAuthModule()).signInWithLink(email, href);
  if (result.isNewUser)
    await (await import('../../../auth/account-data.ts')).createProfileIfMissing(result.user);
}

/**
 * Passwordless sign-in from the link e-mailed by /login. Opened in the browser that asked for it, the
 * address is remembered; elsewhere the person confirms it first. Once signed in, the guest-only
 * guard moves on.
 */
export function EmailLinkSignIn() {
  const href = window.location.href;
  const link = useQuery({
    // A query, not an effect: the one-time link is used once however often the page mounts.
    queryKey: ['emailSignInLink', href],
    queryFn: async () => {
      const firebase = await loadAuthModule();
      if (!firebase.isSignInLink(href)) return 'invalid' as const;
      const email = firebase.emailForSignInLink();
      if (!email) return 'needs-email' as const;
      await signInWithLink(email, href);
      return 'signed-in' as const;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthPage title="Log in with your e-mail link">
      {(link.isPending || link.data === 'signed-in') && <p role="status">Logging you in…</p>}
      {(link.isError || link.data === 'invalid') && (
        <>
          <FormMessage tone="error">
            {link.isError
              ? authErrorText(link.error)
              : 'This sign-in link is incomplete or has been changed. Ask for a new one on the login page.'}
          </FormMessage>
          <Link to="/login" className={primaryButton}>
            Go to login
          </Link>
        </>
      )}
      {link.data === 'needs-email' && <ConfirmEmail href={href} />}
    </AuthPage>
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
      await signInWithLink(email, href);
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
      <form noValidate onSubmit={confirm} className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <LoadingButton
          type="submit"
          loading={isSubmitting}
          loadingLabel="Logging in…"
          className="w-full"
        >
          Login
        </LoadingButton>
      </form>
    </>
  );
}
