import { queryOptions } from '@tanstack/react-query';
import type { StayAsked } from '@camping/domain/site/stay-links';
import { queryKeys } from '#app/shared/query-keys.ts';
import { searchStays } from './search-calls.ts';

/** The search of the stay the address names: what is free, priced, or the nearest free dates. */
export function staySearchQuery(stay: StayAsked) {
  return queryOptions({
    queryKey: queryKeys.searchStays(stay),
    queryFn: () => searchStays(stay),
  });
}
