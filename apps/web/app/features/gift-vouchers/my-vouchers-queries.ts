import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#app/shared/query-keys.ts';

/**
 * The signed-in customer's vouchers (`getMyVouchers`): the gifts they bought and their credits. A
 * function reads them, since nobody lists vouchers from a browser.
 */
export function myVouchersQuery(uid: string) {
  return queryOptions({
    queryKey: queryKeys.getUserVouchers(uid),
    queryFn: async () => {
      const [{ callFunction }, { CALLABLES }] = await Promise.all([
        import('#app/firebase/functions.ts'),
        import('@camping/domain/callables'),
      ]);
      return CALLABLES.getMyVouchers.response.parse(await callFunction('getMyVouchers', {}))
        .vouchers;
    },
  });
}
