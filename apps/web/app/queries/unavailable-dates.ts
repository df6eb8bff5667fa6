import { cacheKeys } from '@camping/domain/cache-keys';
import { toLocalMidnight } from '@camping/domain/dates/calendar';
import type { UnavailableDatesRequest } from '@camping/domain/availability/unavailable-dates';
import { queryOptions } from '@tanstack/react-query';

export const UNAVAILABLE_DATES_ERROR = 'Failed to fetch unavailable dates';

/** Unavailable nights from the `getUnavailableDates` function, each as a `Date` at local midnight. */
export function unavailableDatesQuery(request: UnavailableDatesRequest) {
  return queryOptions({
    queryKey: cacheKeys.getUnavailableDates(request),
    queryFn: async () => {
      // Loaded with the call, like Firebase, so zod stays out of the first load of the pages that ask.
      const [{ callFunction }, { unavailableDatesResponseSchema }] = await Promise.all([
        import('../firebase/functions.ts'),
        import('@camping/domain/availability/unavailable-dates'),
      ]);
      const dates = unavailableDatesResponseSchema.parse(
        await callFunction('getUnavailableDates', request),
      );
      return dates.map((date) => toLocalMidnight(date));
    },
  });
}
