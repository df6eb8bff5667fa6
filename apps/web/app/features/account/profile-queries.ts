import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

/** The signed-in person's profile (`users/{uid}`), or null before they have one. */
export function userProfileQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserProfile(uid),
    queryFn: async () => (await import('./profile.ts')).fetchProfile(uid),
  });
}
