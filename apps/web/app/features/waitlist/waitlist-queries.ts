import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

/** The signed-in customer's requests to be told when dates free up, oldest first. */
export function myWaitlistQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserWaitlist(uid),
    queryFn: async () => (await import('./waitlist-firestore.ts')).fetchMyWaitlist(uid),
  });
}
