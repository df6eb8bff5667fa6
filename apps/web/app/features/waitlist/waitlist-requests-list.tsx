import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { describeStay, useCatalogueNames } from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { plural } from '#app/shared/plural.ts';
import { card } from '#app/shared/styles.ts';
import type { WaitedStay } from './waited-stay.ts';
import { leaveWaitlist } from './waitlist-calls.ts';
import { myWaitlistQuery } from './waitlist-queries.ts';

function WaitedStayItem({ request, uid }: { request: WaitedStay; uid: string }) {
  const { locationName, packageName } = useCatalogueNames();
  const heading = useId();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => leaveWaitlist({ requestId: request.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myWaitlistQuery(uid).queryKey }),
  });
  return (
    <li className={`${card} space-y-2 p-4`}>
      <h3 id={heading} className="font-semibold text-forest-900">
        {packageName(request.packageId)} at {locationName(request.locationId)}
      </h3>
      <p>
        {describeStay(request.arrival, request.departure)},{' '}
        {plural(request.guests, 'guest', 'guests')}
      </p>
      <p className="text-stone-700">
        {request.told
          ? 'We’ve e-mailed you that this stay was free. If it is taken again, we’ll tell you when it frees up.'
          : 'Waiting: we’ll e-mail you when this stay frees up.'}
      </p>
      {remove.isError && (
        <Alert>
          {spokenMessage(
            remove.error,
            'We could not remove it. Check your connection and try again.',
          )}
        </Alert>
      )}
      <button
        type="button"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        aria-describedby={heading}
        className={secondaryButton}
      >
        {remove.isPending ? 'Removing…' : 'Remove'}
      </button>
    </li>
  );
}

/** The stays a customer waits for, each with what we told them and a way to stop waiting. */
export function WaitlistRequestsList({ requests, uid }: { requests: WaitedStay[]; uid: string }) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <WaitedStayItem key={request.id} request={request} uid={uid} />
      ))}
    </ul>
  );
}
