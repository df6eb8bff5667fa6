import { queryOptions } from '@tanstack/react-query';
import type { CallableRequest } from '@camping/domain/callables';
import { staffQueryKeys } from '../staff-query-keys.ts';

/**
 * Vouchers from `staffFindVouchers`: the newest, those a code or an e-mail finds, or a customer's.
 * A function, not Firestore: nobody lists vouchers from a browser (firestore.rules), and the
 * function hands out only the last group of each code. Read afresh whenever shown.
 */
export function vouchersQuery(request: CallableRequest<'staffFindVouchers'>) {
  return queryOptions({
    queryKey: staffQueryKeys.staffVouchersFound(request),
    queryFn: async () => {
      const [{ callFunction }, { CALLABLES }] = await Promise.all([
        import('#app/firebase/functions.ts'),
        import('@camping/domain/callables'),
      ]);
      return CALLABLES.staffFindVouchers.response.parse(
        await callFunction('staffFindVouchers', request),
      ).vouchers;
    },
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
