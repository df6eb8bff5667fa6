import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import type { StayAsked } from '@camping/domain/site/stay-links';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { loginPathFor } from '@camping/ui/return-to';
import { useAuth } from '#app/features/account/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { textLink } from '#app/shared/styles.ts';
import { joinWaitlist } from './waitlist-calls.ts';
import { myWaitlistQuery } from './waitlist-queries.ts';

interface AskToBeToldProps {
  stay: StayAsked & { locationId: string; packageId: string };
  /** What the stay is ("Essentials at Lane Cove River"), for the button's accessible name. */
  describedBy: string;
}

/**
 * "Tell me when it frees up" for a taken stay: a signed-in customer asks once and is pointed to My
 * Account; a guest is sent to log in and back here.
 */
export function AskToBeTold({ stay, describedBy }: AskToBeToldProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => joinWaitlist(stay),
    onSuccess: () =>
      user && queryClient.invalidateQueries({ queryKey: myWaitlistQuery(user.uid).queryKey }),
  });
  if (status !== 'signed-in') {
    return (
      <Link to={loginPathFor(location)} aria-describedby={describedBy} className={secondaryButton}>
        Log in to be told when it frees up
      </Link>
    );
  }
  if (ask.isSuccess) {
    return (
      <p role="status">
        Done. We’ll e-mail you if it frees up.{' '}
        <Link to={PATHS.account} className={textLink}>
          See the stays you’re waiting for
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {ask.isError && (
        <Alert>
          {spokenMessage(ask.error, 'We could not save that. Check your connection and try again.')}
        </Alert>
      )}
      <button
        type="button"
        onClick={() => ask.mutate()}
        disabled={ask.isPending}
        aria-busy={ask.isPending}
        aria-describedby={describedBy}
        className={secondaryButton}
      >
        {ask.isPending ? 'Asking…' : 'Tell me when it frees up'}
      </button>
    </div>
  );
}
