import { queryOptions } from '@tanstack/react-query';
import { staffQueryKeys } from '../staff-query-keys.ts';

// Read afresh whenever shown: other staff and the customers themselves change these.
const ALWAYS_AGAIN = { staleTime: 0, refetchOnWindowFocus: true } as const;

const firestore = () => import('./customers-firestore.ts');

/** Bookings found by reference, e-mail or name (a term already checked by bookingFindTermSchema). */
export function bookingFindQuery(term: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffFindBookings(term),
    queryFn: async () => (await firestore()).findBookings(term),
    ...ALWAYS_AGAIN,
  });
}

export function customerQuery(uid: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffCustomer(uid),
    queryFn: async () => (await firestore()).fetchCustomer(uid),
    ...ALWAYS_AGAIN,
  });
}
