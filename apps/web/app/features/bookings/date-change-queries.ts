import { queryOptions } from '@tanstack/react-query';
import type { CallableRequest } from '@camping/domain/callables';
import { queryKeys } from '#app/shared/query-keys.ts';
import { quoteDateChange } from './date-change-calls.ts';

/** The server's quote of a change of dates; asked afresh each time, as the booking may change. */
export function dateChangeQuoteQuery(request: CallableRequest<'quoteDateChange'>) {
  return queryOptions({
    queryKey: queryKeys.quoteDateChange(request),
    queryFn: () => quoteDateChange(request),
    staleTime: 0,
  });
}
