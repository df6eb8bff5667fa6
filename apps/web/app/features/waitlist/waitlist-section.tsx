import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { WAITLIST_LIMITS } from '@camping/domain/waitlist/waitlist';
import { useSignedInUser } from '#app/features/account/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { myWaitlistQuery } from './waitlist-queries.ts';
import { WaitlistRequestsList } from './waitlist-requests-list.tsx';

/** My Account's "Dates you're waiting for": each request, and how to make one. */
export function WaitlistSection() {
  const user = useSignedInUser();
  const requests = useQuery(myWaitlistQuery(user.uid));
  return (
    <CardSection
      title="Dates you’re waiting for"
      intro={`When a stay you want is full, we can e-mail you when it frees up: up to ${WAITLIST_LIMITS.openRequests} stays at a time. Nothing is held for you.`}
    >
      {requests.isPending ? (
        <p role="status">Loading the dates you’re waiting for…</p>
      ) : requests.isError ? (
        <QueryError
          message="We could not load the dates you’re waiting for. Check your connection and try again."
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : requests.data.length === 0 ? (
        <p>
          You are not waiting for any stays. When a stay is full,{' '}
          <Link to={PATHS.locations} className={textLink}>
            search its dates
          </Link>{' '}
          and ask us to tell you when it frees up.
        </p>
      ) : (
        <WaitlistRequestsList requests={requests.data} uid={user.uid} />
      )}
    </CardSection>
  );
}
