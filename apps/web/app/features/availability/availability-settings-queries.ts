import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

/** Minimum notice, booking horizon, blackouts and minimum stay (`settings/availability`). */
export const availabilitySettingsQuery = queryOptions({
  queryKey: queryKeys.getAvailabilitySettings(),
  queryFn: async () => (await import('./availability-firestore.ts')).fetchAvailabilitySettings(),
});
