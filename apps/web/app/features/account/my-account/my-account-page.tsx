import { useState } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { showToast } from '@camping/ui/toaster';
import { GiftVouchersSection } from '#app/features/gift-vouchers/index.ts';
import { WaitlistSection } from '#app/features/waitlist/index.ts';
import { EmailAddress } from '#app/shared/email-address.tsx';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { useAuth } from '../auth-context.tsx';
import { authErrorText } from '../error-code.ts';
import { FormMessage } from '../form-message.tsx';
import { loadAuthModule } from '../load-auth.ts';
import { useSignedInUser } from '../use-signed-in-user.ts';

export default function MyAccountPage() {
  const user = useSignedInUser();
  const { logout } = useAuth();

  async function logOut() {
    // The signed-in-only guard then sends the guest on to /login, as it does for every guest.
    await logout();
    showToast({ severity: 'success', summary: 'You have logged out.' });
  }

  return (
    <>
      <PageMeta title={pageTitle('My Account')} />
      <section aria-labelledby="welcome-heading" className="space-y-3">
        <h2 id="welcome-heading" className="text-3xl font-semibold break-words text-forest-900">
          Hello, {user.displayName || (user.email ? <EmailAddress email={user.email} /> : 'camper')}
        </h2>
        <p>
          Logged in as{' '}
          <strong className="break-words">
            {user.email ? <EmailAddress email={user.email} /> : user.displayName}
          </strong>
          .
        </p>
        {!user.emailVerified && user.email && <VerifyEmailReminder email={user.email} />}
        {/* Above the sections that load what the person has: as those arrive they grow, and on a
            phone a button below them moved by more than its height under a finger about to tap. */}
        <button type="button" onClick={() => void logOut()} className={secondaryButton}>
          Log out
        </button>
      </section>

      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={`${card} p-5`}>
          <h2 className="text-lg font-bold text-forest-900">
            <Link to={PATHS.myBookings} className={textLink}>
              My Bookings
            </Link>
          </h2>
          <p className="mt-2 text-stone-700">
            Your stays with us: dates, campground, package and status.
          </p>
        </li>
        <li className={`${card} p-5`}>
          <h2 className="text-lg font-bold text-forest-900">
            <Link to={PATHS.myDetails} className={textLink}>
              My Details
            </Link>
          </h2>
          <p className="mt-2 text-stone-700">
            Your name, phone, e-mail address and password, or delete your account.
          </p>
        </li>
      </ul>

      <WaitlistSection />

      <GiftVouchersSection />
    </>
  );
}

function VerifyEmailReminder({ email }: { email: string }) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await (await loadAuthModule()).resendVerificationEmail();
      setOutcome({ tone: 'success', message: `We have sent a new verification link to ${email}.` });
    } catch (error) {
      setOutcome({ tone: 'error', message: authErrorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-3 rounded-lg bg-sand-100 p-4 ring-1 ring-stone-300">
      <p>
        Please verify your e-mail address: open the link we sent to{' '}
        <strong>
          <EmailAddress email={email} />
        </strong>
        .
      </p>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
      <button
        type="button"
        onClick={() => void resend()}
        disabled={sending}
        aria-busy={sending}
        className={secondaryButton}
      >
        {sending ? 'Sending…' : 'Send the link again'}
      </button>
    </div>
  );
}
