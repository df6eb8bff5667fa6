import { queryOptions } from '@tanstack/react-query';
import { staffQueryKeys } from '../staff-query-keys.ts';

/** Every promo code with its uses, read again when the page shows (checkouts count uses meanwhile). */
export const promoCodesQuery = queryOptions({
  queryKey: staffQueryKeys.staffPromoCodes(),
  queryFn: async () => (await import('./offers-firestore.ts')).fetchPromoCodes(),
  staleTime: 0,
});
