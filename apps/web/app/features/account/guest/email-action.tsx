import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { queryKeys } from '#app/shared/query-keys.ts';
import { useAuth } from '../auth-context.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { AuthFrame } from './auth-frame.tsx';

export type EmailActionMode = 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail';

const TITLES: Record<EmailActionMode, string> = {
  verifyEmail: 'Verify your e-mail address',
  verifyAndChangeEmail: 'Change your e-mail address',
  recoverEmail: 'Restore your e-mail address',
};

/**
 * Verifying an address, confirming an address change, or undoing one, from the link in the e-mail.
 * An address change ends the session (its token still names the old address), so the person is
 * logged out and asked to log in with the new one.
 */
export function EmailAction({ mode, code }: { mode: EmailActionMode; code: string }) {
  const { status, logout } = useAuth();
  const applied = useQuery({
    // A query, not an effect: however often the page mounts, the one-time code is applied once.
    queryKey: queryKeys.emailAction(code),
    queryFn: async () => {
      const firebase = await loadAuthModule();
      const result = await firebase.applyEmailAction(code);
      if (mode === 'verifyEmail') await firebase.reloadUser();
      else await logout();
      return result;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthFrame title={TITLES[mode]}>
      {applied.isPending && <p role="status">Checking your link…</p>}
      {applied.isError && (
        <>
          <FormMessage tone="error">{authErrorText(applied.error)}</FormMessage>
          <Link
            to={status === 'signed-in' ? PATHS.myDetails : PATHS.login}
            className={primaryButton}
          >
            {status === 'signed-in' ? 'Go to My Details' : 'Go to login'}
          </Link>
        </>
      )}
      {applied.data && mode === 'verifyEmail' && (
        <>
          <FormMessage tone="success">
            Thank you: {applied.data.email ?? 'your e-mail address'} is verified.
          </FormMessage>
          <Link to={status === 'signed-in' ? PATHS.account : PATHS.login} className={primaryButton}>
            {status === 'signed-in' ? 'Go to My Account' : 'Go to login'}
          </Link>
        </>
      )}
      {applied.data && mode === 'verifyAndChangeEmail' && (
        <>
          <FormMessage tone="success">
            Your e-mail address is now {applied.data.email}. Please log in with it.
          </FormMessage>
          <Link
            to={`${PATHS.login}?email=${encodeURIComponent(applied.data.email ?? '')}`}
            className={primaryButton}
          >
            Go to login
          </Link>
        </>
      )}
      {applied.data && mode === 'recoverEmail' && (
        <RecoveredEmail email={applied.data.email ?? ''} />
      )}
    </AuthFrame>
  );
}

/** After undoing an address change someone else may have made, offer a new password straight away. */
function RecoveredEmail({ email }: { email: string }) {
  const [reset, setReset] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function sendReset() {
    setSending(true);
    try {
      await (await loadAuthModule()).sendPasswordReset(email, null);
      setReset({
        tone: 'success',
        message: `We have e-mailed ${email} a link to choose a new password.`,
      });
    } catch (error) {
      setReset({ tone: 'error', message: authErrorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <FormMessage tone="success">
        Your e-mail address is {email} again. If you did not ask for the change, choose a new
        password too.
      </FormMessage>
      {reset && <FormMessage tone={reset.tone}>{reset.message}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void sendReset()}
          disabled={sending}
          className={primaryButton}
        >
          {sending ? 'Sending…' : 'Send me a password reset link'}
        </button>
        <Link to={`${PATHS.login}?email=${encodeURIComponent(email)}`} className={primaryButton}>
          Go to login
        </Link>
      </div>
    </>
  );
}
