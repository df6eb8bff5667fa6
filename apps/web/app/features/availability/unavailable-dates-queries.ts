import { queryOptions } from '@tanstack/react-query';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import { toLocalMidnight } from '@camping/domain/dates/calendar';
import { queryKeys } from '#app/shared/query-keys.ts';

export const UNAVAILABLE_DATES_ERROR = 'Failed to fetch unavailable dates';

/** Unavailable nights from the `getUnavailableDates` function, each as a `Date` at local midnight. */
export function unavailableDatesQuery(request: UnavailableDatesRequest) {
  return queryOptions({
    queryKey: queryKeys.getUnavailableDates(request),
    queryFn: async () => {
      // Loaded with the call, like Firebase, so zod stays out of the first load of the pages that ask.
      const [{ callFunction }, { CALLABLES }] = await Promise.all([
        import('#app/firebase/functions.ts'),
        import('@camping/domain/callables'),
      ]);
      const dates = CALLABLES.getUnavailableDates.response.parse(
        await callFunction('getUnavailableDates', request),
      );
      return dates.map((date) => toLocalMidnight(date));
    },
  });
}
