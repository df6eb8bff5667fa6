import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { withReturnTo } from '@camping/ui/return-to';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';
import { FormMessage } from '../form-message.tsx';
import { useReturnTo } from '../use-return-to.ts';
import { AuthFrame } from './auth-frame.tsx';
import { EmailAction, type EmailActionMode } from './email-action.tsx';
import { EmailLinkSignIn } from './email-link-sign-in.tsx';
import { ResetPassword } from './reset-password.tsx';

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
  const returnTo = useReturnTo();
  if (mode === 'signIn') return <EmailLinkSignIn />;
  if (code && mode === 'resetPassword') return <ResetPassword code={code} />;
  if (code && EMAIL_ACTIONS.includes(mode))
    return <EmailAction mode={mode as EmailActionMode} code={code} />;
  return (
    <AuthFrame title="Check your link">
      <FormMessage tone="error">
        This link is incomplete. Copy the whole link from the e-mail into your browser, or ask for a
        new one.
      </FormMessage>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={withReturnTo(PATHS.login, returnTo)} className={primaryButton}>
          Go to login
        </Link>
        <Link to={withReturnTo(PATHS.forgotPassword, returnTo)} className={textLink}>
          Forgot your password?
        </Link>
      </div>
    </AuthFrame>
  );
}

/**
 * Where the identity service's e-mails lead (its action URL): password reset, e-mail verification,
 * e-mail change and its undoing, and passwordless sign-in. `mode` says which, `oobCode` carries the
 * one-time code.
 */
export default function AuthActionPage() {
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode') ?? '';
  return (
    <>
      <PageMeta title={pageTitle(TITLES[mode] ?? 'Account link')} />
      <ActionPage mode={mode} code={searchParams.get('oobCode')} />
    </>
  );
}
