import { lazy, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import { NotFound } from '#app/features/site/index.ts';

// The staff area's pages, each a chunk of its own. They are matched here, inside the staff area,
// rather than in the app's route table, so that no public page's first load carries them.
/** What a staff page gets: the parameters of its path (a booking's id). */
export interface StaffPageProps {
  params: Partial<Record<string, string>>;
}

const PAGES: [path: string, Page: ComponentType<StaffPageProps>][] = [
  [STAFF_PATHS.bookings, lazy(() => import('./bookings/bookings-page.tsx'))],
  [STAFF_PATHS.booking, lazy(() => import('./bookings/booking-page.tsx'))],
  [STAFF_PATHS.runSheet, lazy(() => import('./run-sheet/run-sheet-page.tsx'))],
  [STAFF_PATHS.capacity, lazy(() => import('./capacity/capacity-page.tsx'))],
  [STAFF_PATHS.catalogue, lazy(() => import('./catalogue/catalogue-page.tsx'))],
  [STAFF_PATHS.inbox, lazy(() => import('./inbox/inbox-page.tsx'))],
  [STAFF_PATHS.audit, lazy(() => import('./audit/audit-page.tsx'))],
  [STAFF_PATHS.reviews, lazy(() => import('./reviews/reviews-page.tsx'))],
  [STAFF_PATHS.mail, lazy(() => import('./mail/mail-page.tsx'))],
  [STAFF_PATHS.customer, lazy(() => import('./customers/customer-page.tsx'))],
  [STAFF_PATHS.vouchers, lazy(() => import('./vouchers/vouchers-page.tsx'))],
  [STAFF_PATHS.closures, lazy(() => import('./closures/closures-page.tsx'))],
  [STAFF_PATHS.closure, lazy(() => import('./closures/closure-page.tsx'))],
  [STAFF_PATHS.offers, lazy(() => import('./offers/offers-page.tsx'))],
];

/** The page of the staff area the address names; an address it does not have is not found. */
export function StaffRoutes() {
  const { pathname } = useLocation();
  for (const [path, Page] of PAGES) {
    const match = matchPath(path, pathname);
    if (match) return <Page params={match.params} />;
  }
  return <NotFound />;
}
