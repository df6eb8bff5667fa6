import { queryOptions } from '@tanstack/react-query';
import type { CallableRequest } from '@camping/domain/callables';
import { newestFirstQuery } from '../newest-first-queries.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';
import { previewClosure } from './closure-calls.ts';

const firestore = () => import('./closures-firestore.ts');

/** The closures, newest first, a page at a time. */
export const closuresQuery = newestFirstQuery(staffQueryKeys.staffClosures(), async (cursor) =>
  (await firestore()).fetchClosuresPage(cursor),
);

/** A closure and its bookings; read again when the page shows, as customers choose meanwhile. */
export function closureQuery(closureId: string) {
  return queryOptions({
    queryKey: staffQueryKeys.staffClosure(closureId),
    queryFn: async () => (await firestore()).fetchClosure(closureId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The bookings a closure would reach: asked afresh each time, as bookings come and go. */
export function closurePreviewQuery(request: CallableRequest<'staffPreviewClosure'>) {
  return queryOptions({
    queryKey: staffQueryKeys.staffClosurePreview(request),
    queryFn: () => previewClosure(request),
    staleTime: 0,
  });
}
