import { pageTitle } from '@camping/domain/site/page-title';
import { Link, useSearchParams } from 'react-router';
import {
  EmailAction,
  type EmailActionMode,
} from '../../components/account/auth-actions/email-action.tsx';
import { EmailLinkSignIn } from '../../components/account/auth-actions/email-link-sign-in.tsx';
import { ResetPassword } from '../../components/account/auth-actions/reset-password.tsx';
import { AuthPage } from '../../components/account/auth-page.tsx';
import { FormMessage } from '../../components/account/form-message.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { primaryButton, textLink } from '../../components/styles.ts';

const EMAIL_ACTIONS: readonly string[] = [
  'verifyEmail',
  'verifyAndChangeEmail',
  'recoverEmail',
] satisfies EmailActionMode[];

const TITLES: Record<string, string> = {
  resetPassword: 'Reset password',
  signIn: 'Login',
  verifyEmail: 'Verify e-mail',
  verifyAndChangeEmail: 'Change e-mail',
  recoverEmail: 'Restore e-mail',
};

function ActionPage({ mode, code }: { mode: string; code: string | null }) {
  if (mode === 'signIn') return <EmailLinkSignIn />;
  if (code && mode === 'resetPassword') return <ResetPassword code={code} />;
  if (code && EMAIL_ACTIONS.includes(mode))
    return <EmailAction mode={mode as EmailActionMode} code={code} />;
  return (
    <AuthPage title="Check your link">
      <FormMessage tone="error">
        This link is incomplete. Copy the whole link from the e-mail into your browser, or ask for a
        new one.
      </FormMessage>
      <div className="flex flex-wrap items-center gap-4">
        <Link to="/login" className={primaryButton}>
          Go to login
        </Link>
        <Link to="/forgot-password" className={textLink}>
          Forgot your password?
        </Link>
      </div>
    </AuthPage>
  );
}

/**
 * Where the identity service's e-mails lead (its action URL): password reset, e-mail verification,
 * e-mail change and its undoing, and passwordless sign-in. `mode` says which, `oobCode` carries the
 * one-time code.
 */
export default function AuthAction() {
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') ?? '';
  return (
    <>
      <PageMeta title={pageTitle(TITLES[mode] ?? 'Account link')} />
      <ActionPage mode={mode} code={searchParams.get('oobCode')} />
    </>
  );
}
