import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { NotFound } from '#app/features/site/index.ts';
import { StaffNav } from './staff-nav.tsx';
import { isStaffQuery } from './staff-queries.ts';
import { StaffRoutes } from './staff-routes.tsx';
import { useStaffAccess } from './use-staff-access.ts';

// Printing a staff page (the run sheet) gives the page alone: no site header, footer or staff
// navigation around it.
const PRINT_CSS = `@media print {
  body:has([data-staff-area]) :has(> #main-content) > :not(#main-content) { display: none !important; }
  [data-staff-area] { padding: 0 !important; }
}`;

/**
 * The staff area's frame: only for people with the `admin` claim. Everyone else (guests included)
 * sees the not-found page, as for any address that is not there for them; and what the staff area
 * read is dropped from the cache as soon as its user is not staff.
 */
export default function StaffAreaPage() {
  const access = useStaffAccess();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (access === 'not-staff')
      queryClient.removeQueries({ predicate: (query) => isStaffQuery(query.queryKey) });
  }, [access, queryClient]);

  if (access === 'not-staff') return <NotFound />;
  if (access === 'checking') {
    return (
      <main className="mx-auto w-full max-w-6xl px-4 py-16">
        <p role="status">Checking your access…</p>
      </main>
    );
  }
  return (
    <main
      data-staff-area=""
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[11rem_minmax(0,1fr)] lg:py-10"
    >
      <style href="staff-area-print" precedence="default">
        {PRINT_CSS}
      </style>
      <StaffNav />
      <div className="min-w-0 space-y-6">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <StaffRoutes />
        </Suspense>
      </div>
    </main>
  );
}
